//! Conditions made of others: a declared condition keyword, `… or …`.

use super::*;

impl Lowerer {
    /// Lowers a condition of this kind: `Defined`, `AnyOf`.
    pub(super) fn composed_condition(&self, node: &Condition, span: Span) -> Result<Cond> {
        Ok(match node {
            // `If Bloodied, …`: the condition the keyword stands for, one expansion deeper.
            Condition::Defined(name) => {
                let Some(defined) = defined::condition(&name.node) else {
                    return unsupported(
                        format!(
                            "the keyword `{}`, which no declaration defines as a condition",
                            name.node
                        ),
                        name.span,
                    );
                };
                match defined::deeper(|| self.condition(&defined)) {
                    Some(cond) => cond.map_err(|mut e| {
                        e.span = name.span; // a part of the definition, not of the card
                        e
                    })?,
                    None => {
                        return unsupported(
                            format!("keywords defined through more than {} others", defined::MAX_DEPTH),
                            name.span,
                        )
                    }
                }
            }
            // `If there's … or you control …`: either holds (each read as it would be alone).
            Condition::AnyOf(parts) => Cond::Any(parts.iter().map(|p| self.condition(p)).collect::<Result<_>>()?),
            _ => return unsupported("the condition", span),
        })
    }
}
