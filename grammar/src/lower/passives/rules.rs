//! Lowering passive statements about the game's rules: Reserve limits (CR 4.2.5), regions' terrains (CR 7.5.8), the daily
//! effects (CR 4.1), objects that remain Exhausted.

use super::*;

impl<'n> Lower<'n> {
    /// Lowers a passive statement of this kind: `p_phase_rules`, `p_reserve_limit`, `p_terrain`, `p_keep_more`, `p_regions_are`, `p_remain`, `p_ignore_first_day`.
    pub(super) fn rules_statement(&mut self, p: P<'_>, text: &str) -> Statement {
        match p.as_rule() {
            Rule::p_phase_rules => {
                let during = self.phase(child(&p, Rule::phase_name).expect("phase"));
                let mut rules = Vec::new();
                for r in inner(p).filter(|r| r.as_rule() == Rule::phase_rule) {
                    let r = first(r);
                    rules.push(match r.as_rule() {
                        Rule::pr_draw_only => PhaseRule::DrawOnly(amount(child(&r, Rule::number).expect("number"))),
                        _ => PhaseRule::InsteadOf {
                            instead: self.clauses(child(&r, Rule::clauses).expect("clauses")),
                            of: self.object(child(&r, Rule::target_obj).expect("object")),
                        },
                    });
                }
                Statement::PhaseRules { during, rules }
            }
            Rule::p_reserve_limit => {
                if text.contains("count towards") {
                    return Statement::NotCountedInReserveLimit;
                }
                let whose = child(&p, Rule::possessive_player).map(possessive);
                let by = child(&p, Rule::number).map(amount).unwrap_or(Amount::N(1));
                Statement::ReserveLimit {
                    whose,
                    increased: text.contains("increased"),
                    by,
                }
            }
            Rule::p_terrain => Statement::RegionAlsoTerrain(terrain(first(p))),
            Rule::p_keep_more => Statement::KeepMoreInReserve {
                count: amount(child(&p, Rule::number).expect("n")),
                if_status: child(&p, Rule::status).and_then(|s| self.status(s)),
            },
            Rule::p_regions_are => {
                let r = child(&p, Rule::regions).expect("regions");
                let regions = if lower_text(&r).starts_with("all") {
                    Regions::All
                } else if has(&r, Rule::and_facing_region) {
                    Regions::MineAndFacing
                } else {
                    Regions::Mine
                };
                Statement::RegionsAre {
                    regions,
                    terrain: terrain(child(&p, Rule::terrain).expect("terrain")),
                    lose_others: has(&p, Rule::lose_other_terrains),
                }
            }
            Rule::p_remain => Statement::Remain {
                who: self.selector(child(&p, Rule::selector).expect("selector")),
                status: self
                    .status(child(&p, Rule::status).expect("status"))
                    .unwrap_or(StatusName::Exhausted),
                during: self.phase(first(child(&p, Rule::during).expect("during"))),
            },
            Rule::p_ignore_first_day => Statement::IgnoreMyAbilitiesFirstDay,
            r => unreachable!("statement {r:?}"),
        }
    }
}
