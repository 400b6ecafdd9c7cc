//! Passives that change the game's rules: Reserve limits (CR 4.2.5), regions' terrains
//! (CR 7.5.8), the daily effects (CR 4.1), objects that remain Exhausted.

use super::*;

/// A passive statement about the rules of the game.
pub(super) fn rules_passive(p: &AstPassive, low: &Lowerer, when: Option<Cond>, span: Span) -> Result<Passive> {
    Ok(match &p.statement {
        Statement::ReserveLimit {
            whose: whose @ (Some(PossessivePlayer::Your) | None),
            increased,
            by,
        } => reserve_limit(low, whose.is_none(), *increased, *by, when, span)?,
        // CR 4.2.5.c: more cards kept at Clean-up, beyond the Reserve limit.
        Statement::KeepMoreInReserve { count, if_status } if when.is_none() => Passive::KeepMoreInReserve {
            count: low.amount(*count, span)?,
            status: match if_status {
                None => None,
                Some(s) => match super::super::status(*s) {
                    Some(s) => Some(s),
                    None => return unsupported(format!("keeping `{s}` cards in Reserve"), span),
                },
            },
        },
        // `All regions are water and lose their other terrains` (CR 7.5.8.a): applied in
        // timestamp order with the other terrain changes (CR 2.3.3).
        Statement::RegionsAre {
            regions: altered_grammar::Regions::All,
            terrain,
            lose_others: true,
        } if when.is_none() => Passive::AllRegionsAre(match terrain {
            Terrain::Forest => 0,
            Terrain::Mountain => 1,
            Terrain::Water => 2,
        }),
        Statement::RegionsAre {
            regions: regions @ (altered_grammar::Regions::Mine | altered_grammar::Regions::MineAndFacing),
            terrain,
            lose_others: true,
        } if when.is_none() => Passive::MyRegionsAre {
            terrain: match terrain {
                Terrain::Forest => 0,
                Terrain::Mountain => 1,
                Terrain::Water => 2,
            },
            and_facing: *regions == altered_grammar::Regions::MineAndFacing,
        },
        Statement::RegionAlsoTerrain(t) if when.is_none() => Passive::RegionAlsoTerrain(match t {
            Terrain::Forest => 0,
            Terrain::Mountain => 1,
            Terrain::Water => 2,
        }),
        Statement::PhaseRules { during, rules } if when.is_none() && during.node == Phase::Morning => {
            morning_changes(low, rules, span)?
        }
        Statement::PhaseRules { during, .. } => {
            return unsupported(
                format!("a change to the daily effects of {} (`During …, …`)", during.node),
                span,
            )
        }
        // CR 7.3.18: read by the host wherever the card's abilities are.
        Statement::IgnoreMyAbilitiesFirstDay if when.is_none() => Passive::IgnoreMyAbilitiesFirstDay,
        Statement::Remain {
            who,
            status: StatusName::Exhausted,
            during,
        } if when.is_none() && during.node == Phase::Morning => {
            let who = low.filter(who)?;
            // Only exhausted objects can remain so.
            if who.statuses != [crate::host::Status::Exhausted] {
                return unsupported("objects that remain Exhausted without being Exhausted", span);
            }
            Passive::RemainExhausted(who)
        }
        _ => return unsupported("the passive statement", span),
    })
}
