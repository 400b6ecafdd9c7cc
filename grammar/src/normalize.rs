//! The text the grammar sees: one ability line with the altered.gg layout noise taken out.
//!
//! A Rare's changed words are wrapped in `#…#`, and the `#` can fall anywhere, even in the
//! middle of a phrase (`up to a #max of 3.#`); printed text also mixes non-breaking and
//! doubled spaces. None of this has rules meaning, so before parsing a line we drop every
//! `#` and fold each run of spaces into one, and keep a map back to the original bytes so
//! that every span and diagnostic still points into the file as written.

/// A line made ready for the grammar, with the way back to the original.
pub(crate) struct Normalized {
    /// The text to parse.
    pub(crate) text: String,
    /// `map[i]` is the byte offset in the original line of byte `i` of `text`; one extra
    /// entry maps the end of `text` to the end of the original.
    map: Vec<usize>,
}

fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\u{A0}' | '\u{202F}')
}

impl Normalized {
    pub(crate) fn new(original: &str) -> Self {
        let mut text = String::with_capacity(original.len());
        let mut map = Vec::with_capacity(original.len() + 1);
        let mut chars = original.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            let next = chars.peek().map(|&(_, n)| n);
            if c == '[' && next == Some(']') {
                // `[]` is an icon placeholder with no text and no rules meaning; printed
                // after a sentence's period it can leave a second one (`1 boost.[].`)
                chars.next();
                if text.ends_with('.') && chars.peek().is_some_and(|&(_, n)| n == '.') {
                    chars.next();
                }
                continue;
            }
            let out = if c == '#' {
                // `word#word` still needs a word break; `a #max` and `{1}#.` do not.
                let joins_words =
                    text.ends_with(|p: char| p.is_alphanumeric()) && next.is_some_and(char::is_alphanumeric);
                if joins_words {
                    ' '
                } else {
                    continue;
                }
            } else if is_space(c) {
                ' '
            } else {
                c
            };
            if out == ' ' && text.ends_with(' ') {
                continue;
            }
            map.extend(std::iter::repeat_n(i, out.len_utf8()));
            text.push(out);
        }
        map.push(original.len());
        Normalized { text, map }
    }

    /// The original offset of byte `at` of the normalized text.
    pub(crate) fn original(&self, at: usize) -> usize {
        self.map[at.min(self.map.len() - 1)]
    }

    /// The end of a span ending at byte `at` (exclusive): just after the original of the
    /// last byte it covers, so a span never swallows the `#` or spaces after it.
    pub(crate) fn original_end(&self, at: usize) -> usize {
        if at == 0 {
            return self.original(0);
        }
        let mut last = at.min(self.map.len() - 1) - 1;
        while !self.text.is_char_boundary(last) {
            last -= 1;
        }
        let start = self.map[last];
        // the original character there is as long as the normalized one unless it was a
        // folded space run, which maps to its first space
        let c = self.text[last..].chars().next().map_or(1, char::len_utf8);
        start + c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rare_markup_inside_a_phrase_disappears() {
        let n = Normalized::new("I gain 1 boost, up to a #max of 3.#");
        assert_eq!(n.text, "I gain 1 boost, up to a max of 3.");
        // `max` still points at its original bytes
        let at = n.text.find("max").unwrap();
        assert_eq!(n.original(at), "I gain 1 boost, up to a #".len());
    }

    #[test]
    fn markup_between_letters_keeps_a_word_break() {
        assert_eq!(Normalized::new("Artist#or").text, "Artist or");
        assert_eq!(Normalized::new("by #{1}#.").text, "by {1}.");
        assert_eq!(Normalized::new("1 boost[].").text, "1 boost.");
        assert_eq!(Normalized::new("1 boost.[]. (A boost").text, "1 boost. (A boost");
    }

    #[test]
    fn space_runs_fold_and_map_back() {
        let original = "{T}\u{A0}:  Draw a card.";
        let n = Normalized::new(original);
        assert_eq!(n.text, "{T} : Draw a card.");
        let d = n.text.find("Draw").unwrap();
        assert_eq!(&original[n.original(d)..n.original_end(d + 4)], "Draw");
        assert_eq!(n.original(n.text.len()), original.len());
    }
}
