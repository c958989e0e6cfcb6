//! The pictures of the connection's steps in the rules help (SVG, drawn here so that the help
//! carries no image files): 1. the invitation made, its link and QR code; 2. the friend's phone
//! with its answer code and QR code; 3. the answer entered or scanned, the two boards connected.
//! The QR codes are real ones of example codes, made as the live screen makes them, and the
//! words are the live screen's own, so the pictures look like what the player will see.

use super::qr::Qr;
use super::screen::LiveWord;
use super::words::Link;
use crate::game::{Lang, Text};
use crate::view::markup::escape;

/// A step: its caption and its picture.
pub struct Step {
    pub caption: String,
    pub svg: String,
}

const CAPTIONS: [Text; 3] = [
    crate::text!("1. You make the invitation", "1. Vytvoříte pozvánku"),
    crate::text!("2. Your friend's phone answers", "2. Telefon přítele odpoví"),
    crate::text!("3. The answer back: connected", "3. Odpověď zpět: spojeno"),
];

/// An example invitation link and answer code (their QR codes are as large as real ones).
const EXAMPLE_LINK: &str =
    "https://deskovna.example/#/live?o=EARHMXNQGEprMnMvbnZIdHpNY0dzck1WUFQzU1AxR0JpUEVWc3pLRDdLVGd0YVh2";
const EXAMPLE_CODE: &str = "EAQzNjE4NjQxNjE4NTY5MzQ2MTA1AAAAAL7K0ZRMEhuWlN4bk1yU1RjZXpqU3hOUzF0TUtXbUV6";

/// A QR code of `text` at (`x`, `y`), `size` wide (nothing if it does not make one).
fn qr(text: &str, x: u32, y: u32, size: u32) -> String {
    let Ok(qr) = Qr::of(text) else { return String::new() };
    let inner = qr.to_svg("");
    // The code's own <svg> nested, placed and sized by the outer picture.
    inner.replacen("<svg ", &format!("<svg x=\"{x}\" y=\"{y}\" width=\"{size}\" height=\"{size}\" "), 1)
}

fn label(x: u32, y: u32, size: u32, text: &str) -> String {
    format!("<text x=\"{x}\" y=\"{y}\" font-size=\"{size}\" fill=\"currentColor\">{}</text>", escape(text))
}

fn frame(x: u32, y: u32, w: u32, h: u32, r: u32) -> String {
    format!(
        "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" rx=\"{r}\" fill=\"none\" stroke=\"currentColor\" \
         stroke-width=\"2\"/>"
    )
}

/// A small board of `n` × `n` squares at (`x`, `y`).
fn board(x: u32, y: u32, n: u32, square: u32) -> String {
    let mut out = frame(x, y, n * square, n * square, 2);
    for row in 0..n {
        for col in (0..n).filter(|c| (c + row) % 2 == 1) {
            out.push_str(&format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{square}\" height=\"{square}\" fill=\"currentColor\" opacity=\"0.3\"/>",
                x + col * square,
                y + row * square
            ));
        }
    }
    out
}

fn picture(title: &str, body: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 160\" role=\"img\" \
         font-family=\"sans-serif\"><title>{}</title>{body}</svg>",
        escape(title)
    )
}

/// The three steps, in `lang`.
pub fn steps(lang: Lang) -> Vec<Step> {
    let [one, two, three] = CAPTIONS.map(|c| c.get(lang).to_string());
    // 1: a screen with the button pressed, the link and its QR code.
    let invite = [
        frame(4, 4, 192, 152, 6),
        "<rect x=\"14\" y=\"14\" width=\"172\" height=\"18\" rx=\"4\" fill=\"currentColor\" opacity=\"0.85\"/>"
            .to_string(),
        format!(
            "<text x=\"100\" y=\"27\" font-size=\"10\" text-anchor=\"middle\" fill=\"#fff\">{}</text>",
            escape(LiveWord::Make.get(lang))
        ),
        label(14, 46, 9, LiveWord::InvitationLink.get(lang)),
        frame(14, 50, 172, 12, 2),
        label(17, 59, 7, "…/#/live?o=EARHMXNQ…"),
        qr(EXAMPLE_LINK, 60, 68, 80),
    ]
    .concat();
    // 2: a phone with the answer code and its QR code.
    let answer = [
        frame(58, 2, 84, 156, 10),
        label(66, 22, 8, LiveWord::YourAnswer.get(lang)),
        frame(66, 28, 68, 11, 2),
        label(68, 36, 6, "EAQzNjE4NjQx…"),
        qr(EXAMPLE_CODE, 64, 50, 72),
        frame(88, 146, 24, 4, 2),
    ]
    .concat();
    // 3: two boards, linked both ways, connected.
    let connected = [
        board(8, 40, 5, 14),
        board(122, 40, 5, 14),
        "<path d=\"M84 68h32m-6-5 6 5-6 5M116 84H84m6-5-6 5 6 5\" fill=\"none\" stroke=\"currentColor\" \
         stroke-width=\"2\"/>"
            .to_string(),
        format!(
            "<text x=\"100\" y=\"135\" font-size=\"12\" text-anchor=\"middle\" fill=\"currentColor\">{}</text>",
            escape(Link::Connected.text().get(lang))
        ),
    ]
    .concat();
    vec![
        Step { svg: picture(&one, &invite), caption: one },
        Step { svg: picture(&two, &answer), caption: two },
        Step { svg: picture(&three, &connected), caption: three },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_pictures_in_each_language_with_real_qr_codes_and_the_screen_s_words() {
        for lang in [Lang::En, Lang::Cs] {
            let steps = steps(lang);
            assert_eq!(steps.len(), 3);
            for step in &steps {
                assert!(step.svg.starts_with("<svg ") && step.svg.ends_with("</svg>"), "{}", step.svg);
                assert!(step.svg.contains(&format!("<title>{}</title>", escape(&step.caption))));
                // Every element opened is closed (a picture that does not parse shows nothing).
                assert_eq!(step.svg.matches("<svg").count(), step.svg.matches("</svg>").count());
            }
            // The first two hold a QR code each (a dark path of many modules).
            for step in &steps[..2] {
                assert!(
                    step.svg.matches("<svg").count() == 2 && step.svg.matches('M').count() > 100,
                    "{}",
                    step.caption
                );
            }
            assert!(steps[0].svg.contains(&escape(LiveWord::Make.get(lang))));
            assert!(steps[2].svg.contains(Link::Connected.text().get(lang)));
        }
        assert_ne!(steps(Lang::En)[0].caption, steps(Lang::Cs)[0].caption);
    }
}
