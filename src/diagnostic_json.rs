//! Diagnostics as JSON, the same for `altered-check --format json` and `altered serve`:
//! the code, severity, message, 1-based line and character column of the primary label,
//! and help of each.

use miette::{Diagnostic, LabeledSpan, Severity};
use serde::Serialize;

/// One diagnostic in the JSON document. `line` and `column` are 1-based, the column in
/// characters, taken from the primary label (else the first); null without a label.
#[derive(Serialize)]
pub(crate) struct DiagnosticJson {
    pub(crate) code: Option<String>,
    pub(crate) severity: &'static str,
    pub(crate) message: String,
    pub(crate) line: Option<usize>,
    pub(crate) column: Option<usize>,
    pub(crate) help: Option<String>,
}

/// The JSON form of one diagnostic of a text whose lines `lines` indexes.
pub(crate) fn diagnostic_json(lines: &LineIndex<'_>, d: &(dyn Diagnostic + Send + Sync)) -> DiagnosticJson {
    let severity = match severity_of(d) {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Advice => "advice",
    };
    let labels: Vec<LabeledSpan> = d.labels().map(|l| l.collect()).unwrap_or_default();
    let label = labels.iter().find(|l| l.primary()).or_else(|| labels.first());
    let (line, column) = match label {
        Some(label) => {
            let (line, column) = lines.line_column(label.offset());
            (Some(line), Some(column))
        }
        None => (None, None),
    };
    DiagnosticJson {
        code: d.code().map(|c| c.to_string()),
        severity,
        message: d.to_string(),
        line,
        column,
        help: d.help().map(|h| h.to_string()),
    }
}

/// A diagnostic without a severity is an error.
pub(crate) fn severity_of(diagnostic: &dyn Diagnostic) -> Severity {
    diagnostic.severity().unwrap_or(Severity::Error)
}

/// The start of every line of a text, to turn byte offsets into lines and columns
/// without reading the text from its start each time.
pub(crate) struct LineIndex<'a> {
    source: &'a str,
    /// Byte offset of the start of each line; the first is 0.
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    /// Lines end at `\n`, `\r\n` or a lone `\r`, as miette counts them for the human report.
    pub(crate) fn new(source: &'a str) -> Self {
        let bytes = source.as_bytes();
        let mut starts = vec![0];
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\n' => starts.push(i + 1),
                b'\r' => {
                    if bytes.get(i + 1) == Some(&b'\n') {
                        i += 1;
                    }
                    starts.push(i + 1);
                }
                _ => {}
            }
            i += 1;
        }
        LineIndex { source, starts }
    }

    /// 1-based line and character column of a byte offset. An offset past the end or
    /// inside a character is moved back to the nearest character boundary.
    fn line_column(&self, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(self.source.len());
        while !self.source.is_char_boundary(offset) {
            offset -= 1;
        }
        // The last line starting at or before the offset.
        let line = self.starts.partition_point(|&start| start <= offset);
        let line_start = self.starts[line - 1];
        let column = self.source[line_start..offset].chars().count() + 1;
        (line, column)
    }
}

/// 1-based line and character column of a byte offset (see [`LineIndex::line_column`]).
#[cfg(test)]
fn line_column(source: &str, offset: usize) -> (usize, usize) {
    LineIndex::new(source).line_column(offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_column_counts_characters_and_clamps() {
        let s = "ab\nçé x\n";
        assert_eq!(line_column(s, 0), (1, 1));
        assert_eq!(line_column(s, 3), (2, 1));
        // `x` is after two 2-byte characters and a space.
        assert_eq!(line_column(s, 8), (2, 4));
        // Inside `ç`: moved back to its start.
        assert_eq!(line_column(s, 4), (2, 1));
        assert_eq!(line_column(s, 1000), (3, 1));
        assert_eq!(line_column("a\r\nb\rc", 3), (2, 1));
        assert_eq!(line_column("a\r\nb\rc", 5), (3, 1));
    }
}
