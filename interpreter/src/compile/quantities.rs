//! Lowering quantities and comparisons.

use super::*;

impl Lowerer {
    pub(super) fn amount(&self, a: Amount, span: Span) -> Result<u32> {
        match a {
            Amount::N(n) => Ok(u32::from(n)),
            Amount::ThatMany => unsupported("`that many` here", span),
            _ => unsupported("`X` amounts", span),
        }
    }

    pub(crate) fn cmp(&self, c: &Comparison, span: Span) -> Result<Cmp> {
        Ok(match c {
            Comparison::AtLeast(n) => Cmp::AtLeast(self.amount(*n, span)?),
            Comparison::AtMost(n) => Cmp::AtMost(self.amount(*n, span)?),
            Comparison::Exactly(n) => Cmp::Exactly(self.amount(*n, span)?),
            Comparison::MoreThan(n) => Cmp::AtLeast(self.amount(*n, span)?.saturating_add(1)),
            Comparison::LessThan(n) => match self.amount(*n, span)? {
                0 => return unsupported("`less than 0`", span),
                n => Cmp::AtMost(n - 1),
            },
            Comparison::Relative { .. } => return unsupported("a comparison with another quantity", span),
        })
    }
}
