use miette::Diagnostic;

/// The verdict on one card file (DESIGN.md, Diagnostics).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    /// Parses, checks, and every part has behaviour.
    Ok,
    /// Parses and checks, but some part has no behaviour yet (a warning names it).
    Unsupported,
    /// Does not parse or fails a check.
    Error,
}

impl Status {
    /// The lower-case word used in reports and JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Unsupported => "unsupported",
            Status::Error => "error",
        }
    }
}

/// Everything found in one card file.
#[derive(Debug)]
pub struct CardReport {
    /// The verdict.
    pub status: Status,
    /// Every problem in the file, in source order. Spans are byte offsets into the
    /// whole file.
    pub diagnostics: Vec<Box<dyn Diagnostic + Send + Sync + 'static>>,
}

/// Parse and check the text of one card file.
pub fn check_source(source: &str) -> CardReport {
    let _ = source;
    CardReport { status: Status::Unsupported, diagnostics: Vec::new() }
}
