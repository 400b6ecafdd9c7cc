use serde::Serialize;

/// A byte range in a whole card file.
///
/// Spans never take part in equality: two trees are equal when they say the same thing,
/// wherever it was written. That is what lets `parse(render(card)) == card` hold.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct Span {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

impl PartialEq for Span {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Span {
    /// A span from `start` to `end`.
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// Shifted right by `offset` bytes (a line's position in its file).
    pub(crate) fn shift(self, offset: usize) -> Self {
        Span {
            start: self.start + offset,
            end: self.end + offset,
        }
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(s: Span) -> Self {
        (s.start, s.end.saturating_sub(s.start)).into()
    }
}
