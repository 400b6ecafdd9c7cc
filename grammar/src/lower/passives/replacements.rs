//! Lowering passive statements about replacements: `If … would …, … instead` (CR 6.2).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers a passive statement of this kind: `p_replacement`.
    pub(super) fn replacements_statement(&mut self, p: P<'_>) -> Statement {
        match p.as_rule() {
            Rule::p_replacement => {
                let mut would = None;
                let mut sentences = Vec::new();
                let mut otherwise = None;
                let mode = if has(&p, Rule::also_word) {
                    ReplacementMode::Also
                } else if has(&p, Rule::instead_at_end) {
                    ReplacementMode::InsteadAtEnd
                } else if lower_text(&p).contains("instead") {
                    ReplacementMode::Instead
                } else {
                    ReplacementMode::Modifies
                };
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::would_clause => would = Some(self.would(c)),
                        Rule::effect_body => sentences.push(self.sentence(first(c))),
                        Rule::s_if_you_dont => {
                            otherwise = inner(c).find(|x| x.as_rule() == Rule::clauses).map(|x| self.clauses(x))
                        }
                        _ => {}
                    }
                }
                let mut sentences = sentences.into_iter();
                Statement::Replacement {
                    would: would.expect("would"),
                    instead: sentences.next().expect("instead"),
                    mode,
                    otherwise,
                    then: sentences.collect(),
                }
            }
            r => unreachable!("statement {r:?}"),
        }
    }
}
