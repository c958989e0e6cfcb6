//! Text made safe inside HTML, SVG or XML: in an element or a quoted attribute.

/// `text` with `& < > " '` written as entities.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_markup_character_is_an_entity() {
        assert_eq!(
            super::escape(r#"<b class="x">Tom's & "Jerry"</b> ž"#),
            "&lt;b class=&quot;x&quot;&gt;Tom&apos;s &amp; &quot;Jerry&quot;&lt;/b&gt; ž"
        );
    }
}
