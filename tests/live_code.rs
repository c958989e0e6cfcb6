//! The connection codes (a WebRTC description in a few hundred URL-safe characters) and their
//! QR codes, on descriptions modelled on what Chrome 120+ gives for `createDataChannel` and
//! `createOffer` / `createAnswer` once ICE gathering has finished.

use deskovna::app::live::qr::{Qr, QUIET};
use deskovna::app::live::sdp::{code_in, invitation, Address, CodeError, Description, Kind, Role};

/// An offer on a home network: Chrome hides the local addresses behind mDNS names.
const OFFER_MDNS: &str = "v=0\r
o=- 7614219274584779017 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:3577290519 1 udp 2113937151 8f2c6a4e-3b1d-4f7a-9c2e-5d8b1a0f6e34.local 54400 typ host generation 0 network-cost 999\r
a=candidate:1028374561 1 udp 2113939711 2b9e7c1d-6a4f-4e2b-8d3c-7f1a9b0c5e62.local 61502 typ host generation 0 network-cost 999\r
a=ice-ufrag:Xk3d\r
a=ice-pwd:H2kq9Vb7LmN4pR8sT1wY6zAe\r
a=ice-options:trickle\r
a=fingerprint:sha-256 4F:2A:9C:11:E0:7B:3D:58:A6:C2:91:0E:FF:34:8D:72:5B:19:E4:C7:06:AB:3F:D8:92:61:7E:0C:B5:48:13:DA\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

/// The friend's answer to it.
const ANSWER_MDNS: &str = "v=0\r
o=- 2409124717425917318 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:2999745851 1 udp 2113937151 d41f6e9a-0c7b-4b8e-a5d2-3e9f1c6b7a08.local 60915 typ host generation 0 network-cost 999\r
a=ice-ufrag:p9Qz\r
a=ice-pwd:Jr4tX0cWm2Nb8Lq6Vy3Hs5Dk\r
a=ice-options:trickle\r
a=fingerprint:sha-256 A1:07:5C:E2:98:3B:6F:D4:10:C9:7A:25:8E:F3:44:B0:6D:19:C8:52:E7:0A:93:BF:21:D6:4C:78:0F:AE:35:61\r
a=setup:active\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

/// An offer with its addresses shown (Chrome does, for example, once the page may use the
/// camera), IPv4 and IPv6, TCP, and a server-reflexive candidate from a STUN server.
const OFFER_STUN: &str = "v=0\r
o=- 4611731400430051336 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:1467250027 1 udp 2122260223 192.168.1.23 56143 typ host generation 0 network-id 1 network-cost 10\r
a=candidate:2845632871 1 udp 2122197247 2a02:8308:a085:d100:1c3f:8e2a:91b4:7d6e 50237 typ host generation 0 network-id 2 network-cost 10\r
a=candidate:435653019 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0 network-id 1 network-cost 10\r
a=candidate:842163049 1 udp 1686052607 85.160.12.34 56143 typ srflx raddr 192.168.1.23 rport 56143 generation 0 network-id 1 network-cost 10\r
a=ice-ufrag:b7Tq\r
a=ice-pwd:wL2x9KcR4mV7nB1sQ8zE3hYd\r
a=ice-options:trickle\r
a=fingerprint:sha-256 0C:D3:7E:59:A2:14:BB:60:F8:2D:95:4A:C1:E6:08:73:3F:9A:D7:22:6B:E0:15:8C:47:F1:A9:3E:D2:5B:70:C4\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

fn samples() -> [(Kind, &'static str); 3] {
    [(Kind::Offer, OFFER_MDNS), (Kind::Answer, ANSWER_MDNS), (Kind::Offer, OFFER_STUN)]
}

/// The `a=` lines of a description that a connection needs, with the candidates' fields
/// that matter (everything but the foundation and the extensions left out on purpose).
fn needed(sdp: &str) -> Vec<String> {
    let keep =
        ["a=ice-ufrag:", "a=ice-pwd:", "a=fingerprint:", "a=setup:", "a=mid:", "a=sctp-port:", "a=max-message-size:"];
    sdp.lines()
        .filter_map(|line| {
            if let Some(candidate) = line.strip_prefix("a=candidate:") {
                let fields: Vec<&str> = candidate.split(' ').collect();
                let tcptype = fields.iter().position(|f| *f == "tcptype").map(|i| fields[i + 1]).unwrap_or("");
                return Some(format!("candidate {} {}", fields[1..8].join(" "), tcptype));
            }
            keep.iter().any(|k| line.starts_with(k)).then(|| line.to_string())
        })
        .collect()
}

#[test]
fn a_description_round_trips_through_its_code() {
    for (kind, sdp) in samples() {
        let description = Description::from_sdp(kind, sdp).unwrap();
        let code = description.to_code();
        assert!(code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{code}");
        assert_eq!(Description::from_code(&code), Ok(description.clone()));
        let written = Description::from_code(&code).unwrap().to_sdp();
        assert_eq!(needed(&written), needed(sdp), "every needed field, as Chrome wrote it");
        assert_eq!(Description::from_sdp(kind, &written), Ok(description));
    }
}

#[test]
fn what_is_read_is_what_chrome_wrote() {
    let offer = Description::from_sdp(Kind::Offer, OFFER_STUN).unwrap();
    assert_eq!(
        (offer.ufrag.as_str(), offer.pwd.as_str(), offer.role),
        ("b7Tq", "wL2x9KcR4mV7nB1sQ8zE3hYd", Role::ActPass)
    );
    assert_eq!((offer.hash, offer.fingerprint.len(), offer.fingerprint[0]), ("sha-256", 32, 0x0c));
    assert_eq!((offer.mid.as_str(), offer.sctp_port, offer.max_message_size), ("0", 5000, 262_144));
    let addresses: Vec<String> = offer.candidates.iter().map(|c| format!("{:?}", c.address)).collect();
    assert_eq!(
        addresses,
        ["V4(192.168.1.23)", "V6(2a02:8308:a085:d100:1c3f:8e2a:91b4:7d6e)", "V4(192.168.1.23)", "V4(85.160.12.34)"]
    );
    assert!(offer.candidates[2].tcp);
    let mdns = Description::from_sdp(Kind::Offer, OFFER_MDNS).unwrap();
    assert!(mdns.candidates.iter().all(|c| matches!(c.address, Address::Mdns(_))));
    assert!(mdns.to_sdp().contains(" 8f2c6a4e-3b1d-4f7a-9c2e-5d8b1a0f6e34.local 54400 typ host"));
}

#[test]
fn the_description_written_has_a_browsers_shape() {
    let sdp = Description::from_sdp(Kind::Offer, OFFER_STUN).unwrap().to_sdp();
    let lines: Vec<&str> = sdp.split("\r\n").collect();
    assert_eq!(lines[0], "v=0");
    assert!(lines[1].starts_with("o=- ") && lines[1].ends_with(" 2 IN IP4 127.0.0.1"));
    assert_eq!(&lines[2..5], ["s=-", "t=0 0", "a=group:BUNDLE 0"]);
    let media = lines.iter().position(|l| *l == "m=application 9 UDP/DTLS/SCTP webrtc-datachannel").unwrap();
    assert_eq!(lines[media + 1], "c=IN IP4 0.0.0.0");
    assert!(lines.iter().skip(media).any(|l| l.ends_with("typ srflx raddr 0.0.0.0 rport 0 generation 0")));
    let foundations: Vec<&str> =
        lines.iter().filter_map(|l| l.strip_prefix("a=candidate:")).map(|c| c.split(' ').next().unwrap()).collect();
    let mut distinct = foundations.clone();
    distinct.dedup();
    assert_eq!(foundations.len(), 4);
    assert_eq!(distinct, foundations);
    assert_eq!(lines.last(), Some(&""), "every line ends with CRLF");
}

#[test]
fn a_typical_offer_and_answer_are_short() {
    let offer = Description::from_sdp(Kind::Offer, OFFER_MDNS).unwrap().to_code();
    let answer = Description::from_sdp(Kind::Answer, ANSWER_MDNS).unwrap().to_code();
    let stun = Description::from_sdp(Kind::Offer, OFFER_STUN).unwrap().to_code();
    eprintln!(
        "codes: offer (mDNS, 2 candidates) {}, answer (1) {}, offer (4 with STUN) {}",
        offer.len(),
        answer.len(),
        stun.len()
    );
    assert!(offer.len() <= 300, "{}", offer.len());
    assert!(answer.len() <= 200, "{}", answer.len());
    assert!(stun.len() <= 300, "{}", stun.len());
    assert!(OFFER_MDNS.len() > 4 * offer.len(), "a quarter of the description or less");
}

#[test]
fn a_corrupt_code_is_refused() {
    let code = Description::from_sdp(Kind::Offer, OFFER_STUN).unwrap().to_code();
    assert_eq!(Description::from_code("not a code!"), Err(CodeError::NotACode));
    assert_eq!(Description::from_code(""), Err(CodeError::Truncated));
    assert_eq!(Description::from_code(&"A".repeat(10_000)), Err(CodeError::NotACode));
    // Every code cut short is refused, never misread.
    for end in 0..code.len() {
        assert!(Description::from_code(&code[..end]).is_err(), "{end}");
    }
    assert_eq!(Description::from_code(&format!("{code}AAAA")), Err(CodeError::Trailing));
    // Another format (the first byte's high nibble).
    use base64::Engine as _;
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let mut bytes = b64.decode(&code).unwrap();
    bytes[0] = 0x20 | (bytes[0] & 0x0f);
    assert_eq!(Description::from_code(&b64.encode(&bytes)), Err(CodeError::UnknownFormat(2)));
    // A user name with a line break in it would write another line into the description.
    let mut bytes = b64.decode(&code).unwrap();
    bytes[2] = b'\n';
    assert_eq!(Description::from_code(&b64.encode(&bytes)), Err(CodeError::BadValue("ice-ufrag")));
    // Random bytes never panic.
    let mut rng = deskovna::game::rng::Rng::new(1);
    for _ in 0..20_000 {
        let len = rng.below(200);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        let _ = Description::from_code(&b64.encode(&bytes));
    }
    // Spaces and line breaks of a paste are ignored.
    let pasted = format!("  {}\n{}  ", &code[..50], &code[50..]);
    assert!(Description::from_code(&pasted).is_ok());
}

#[test]
fn an_incomplete_description_is_refused() {
    let without = |prefix: &str| OFFER_MDNS.lines().filter(|l| !l.starts_with(prefix)).collect::<Vec<_>>().join("\n");
    assert_eq!(Description::from_sdp(Kind::Offer, &without("a=fingerprint")), Err(CodeError::Missing("a=fingerprint")));
    assert_eq!(Description::from_sdp(Kind::Offer, &without("a=ice-pwd")), Err(CodeError::Missing("a=ice-pwd")));
    let bad = OFFER_MDNS.replace("54400 typ host", "port typ host");
    assert!(matches!(Description::from_sdp(Kind::Offer, &bad), Err(CodeError::BadLine(_))));
    let bad = OFFER_MDNS.replace("a=ice-ufrag:Xk3d", "a=ice-ufrag:X k");
    assert_eq!(Description::from_sdp(Kind::Offer, &bad), Err(CodeError::BadValue("ice-ufrag")));
    let bad = OFFER_MDNS.replace("sha-256 4F:2A", "sha-256 4F");
    assert!(matches!(Description::from_sdp(Kind::Offer, &bad), Err(CodeError::BadLine(_))));
    use deskovna::game::{Lang, Refusal as _};
    assert_eq!(CodeError::Truncated.render(Lang::Cs), "kód je zkrácený (zkopírujte jej celý).");
}

#[test]
fn the_code_is_found_in_a_pasted_link() {
    let code = Description::from_sdp(Kind::Offer, OFFER_MDNS).unwrap().to_code();
    let link = invitation("https://example.org/deskovna/#/camelot", &code);
    assert_eq!(link, format!("https://example.org/deskovna/#/live?o={code}"));
    assert_eq!(code_in(&link), code);
    assert_eq!(code_in(&format!("  {code}\n")), code);
}

#[test]
fn a_known_text_makes_the_expected_qr_code() {
    let qr = Qr::of("HELLO WORLD").unwrap();
    assert_eq!((qr.version(), qr.width()), (1, 21));
    // The three finder patterns: a dark ring, a light ring, a dark 3×3 centre.
    for (x0, y0) in [(0, 0), (14, 0), (0, 14)] {
        for dy in 0..7 {
            for dx in 0..7 {
                let ring = dx.max(dy).max(6 - dx.min(dy));
                let dark = ring == 6 || (2..=4).contains(&dx) && (2..=4).contains(&dy);
                assert_eq!(qr.dark(x0 + dx, y0 + dy), dark, "finder at {x0},{y0}: {dx},{dy}");
            }
        }
    }
    assert!(!qr.dark(14, 14) || !qr.dark(20, 20) || !qr.dark(14, 20), "no fourth finder");
    assert!(!qr.dark(21, 0) && !qr.dark(0, 99), "outside is light");
}

#[test]
fn an_invitation_fits_one_qr_code() {
    let code = Description::from_sdp(Kind::Offer, OFFER_MDNS).unwrap().to_code();
    let link = invitation("https://deskovna.example.org/", &code);
    let qr = Qr::of(&link).unwrap();
    let answer = Qr::of(&Description::from_sdp(Kind::Answer, ANSWER_MDNS).unwrap().to_code()).unwrap();
    eprintln!(
        "QR: invitation {} chars → version {} ({} modules); answer → version {} ({})",
        link.len(),
        qr.version(),
        qr.width(),
        answer.version(),
        answer.width()
    );
    assert_eq!(qr.width(), 17 + 4 * qr.version() as usize);
    assert!(qr.version() <= 13, "a phone reads it from a screen: {}", qr.version());
    assert!(Qr::of(&"x".repeat(5000)).is_err(), "longer than any QR code holds");
}

/// The dark modules an SVG's path draws (its runs `M x yhNv1h-Nz`, less the quiet zone).
fn drawn(svg: &str, width: usize) -> Vec<bool> {
    let d = svg.split(" d=\"").nth(1).unwrap().split('"').next().unwrap();
    let mut dark = vec![false; width * width];
    for run in d.split('M').filter(|r| !r.is_empty()) {
        let (xy, rest) = run.split_once('h').unwrap();
        let (x, y) = xy.split_once(' ').unwrap();
        let n: usize = rest.split('v').next().unwrap().parse().unwrap();
        assert!(rest == format!("{n}v1h-{n}z"), "{run}");
        let (x, y): (usize, usize) = (x.parse::<usize>().unwrap() - QUIET, y.parse::<usize>().unwrap() - QUIET);
        for i in x..x + n {
            dark[y * width + i] = true;
        }
    }
    dark
}

#[test]
fn the_svg_is_well_formed_and_draws_the_code() {
    let qr = Qr::of("https://deskovna.example.org/#/live?o=EAR4azNkGEgya3E5").unwrap();
    let svg = qr.to_svg("Invitation <QR> & \"code\"");
    // Well-formed: every element closed, in order; attributes quoted; text escaped.
    let mut open = Vec::new();
    for tag in svg.split('<').skip(1).map(|t| t.split('>').next().unwrap()) {
        let name = tag.trim_start_matches('/').split([' ', '/']).next().unwrap();
        if tag.starts_with('/') {
            assert_eq!(open.pop(), Some(name), "{svg}");
        } else if !tag.ends_with('/') {
            open.push(name);
        }
    }
    assert!(open.is_empty() && svg.starts_with("<svg ") && svg.ends_with("</svg>"));
    assert!(svg.contains("<title>Invitation &lt;QR&gt; &amp; &quot;code&quot;</title>"), "{svg}");
    let side = qr.width() + 2 * QUIET;
    assert!(svg.contains(&format!("viewBox=\"0 0 {side} {side}\"")));
    let expected: Vec<bool> = (0..qr.width() * qr.width()).map(|i| qr.dark(i % qr.width(), i / qr.width())).collect();
    assert_eq!(drawn(&svg, qr.width()), expected, "the path draws exactly the dark modules");
}
