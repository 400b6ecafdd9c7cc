//! Qualifiers of a noun phrase that test where an object is and who controls it: in play,
//! in a zone (CR 3.2), in an Expedition (CR 3.2.2), in a terrain or region (CR 7.5.8.b,
//! 1.3.1.b), `you control` (CR 7.5.5.a).

use super::*;

impl Lowerer {
    /// Adds a qualifier of place or control to `f`: `you control`, `in your Reserve`, `in my
    /// Expedition`, `in forest`, `in my region`.
    pub(super) fn place_qualifier(&self, f: &mut Filter, q: &Qualifier, span: Span) -> Result<()> {
        match q {
            Qualifier::YouControl => {
                f.whose = Some(Rel::You);
                f.zone = ZoneFilter::InPlay;
            }
            Qualifier::YouDontControl => {
                f.whose = Some(Rel::NotYou);
                f.zone = ZoneFilter::InPlay;
            }
            Qualifier::ControlledBy(PossessivePlayer::Opponents) => {
                f.whose = Some(Rel::Opponent);
                f.zone = ZoneFilter::InPlay;
            }
            Qualifier::InPlay => f.zone = ZoneFilter::InPlay,
            // `Characters you control or in your Reserve`: yours, in play or in Reserve.
            Qualifier::YouControlOrInYourReserve => {
                f.whose = Some(Rel::You);
                f.zone = ZoneFilter::ControlledOrReserve;
            }
            Qualifier::InPlayOrReserve => f.zone = ZoneFilter::InPlayOrReserve,
            // `in your Reserve`, `from a Reserve` (any player's), `in each player's Reserve`.
            Qualifier::InZone(z) | Qualifier::FromZone(z) if z.zone == Zone::Reserve => {
                f.zone = ZoneFilter::Reserve;
                f.whose = zone_owner(z, span)?;
            }
            // `cards in your discard pile`, `a Character from an opponent's discard pile`
            // (CR 3.2.3: a visible zone, its cards are objects).
            Qualifier::InZone(z) | Qualifier::FromZone(z) if z.zone == Zone::Discard => {
                f.zone = ZoneFilter::Discard;
                f.whose = zone_owner(z, span)?;
            }
            // `a card in your Landmarks`, `Feats in your Landmark zone` (CR 3.2.6).
            Qualifier::InZone(z) if z.zone == Zone::Landmarks => {
                f.zone = ZoneFilter::Landmarks;
                f.whose = zone_owner(z, span)?;
            }
            // `an Animal in your Expeditions`: in either of them (CR 3.2.2), not in the
            // Landmark zone.
            // `in your Expeditions`, `in one of your Expeditions`: either of them
            Qualifier::InExpedition(
                ExpeditionRef::Yours
                | ExpeditionRef::EachOfYours(None)
                | ExpeditionRef::OneOfYours {
                    or_more: false,
                    standing: None,
                },
            ) => {
                f.zone = ZoneFilter::Expeditions;
                f.whose = Some(Rel::You);
            }
            // `in an opponent's Expedition`, `in your opponents' Hero Expeditions`: any of
            // an opponent's (CR 7.5.5.a); `in each player's Companion Expedition`.
            Qualifier::InExpedition(ExpeditionRef::Of {
                whose: whose @ (PossessivePlayer::Opponents | PossessivePlayer::Your | PossessivePlayer::EachPlayers),
                which,
                ..
            }) => {
                f.zone = expeditions_of(*which);
                f.whose = match whose {
                    PossessivePlayer::Opponents => Some(Rel::Opponent),
                    PossessivePlayer::Your => Some(Rel::You),
                    _ => None,
                };
            }
            // `in your Hero Expedition` (CR 3.2.2).
            Qualifier::InExpedition(e @ (ExpeditionRef::YourHero | ExpeditionRef::YourCompanion)) => {
                let role = match e {
                    ExpeditionRef::YourHero => altered_grammar::ExpeditionRole::Hero,
                    _ => altered_grammar::ExpeditionRole::Companion,
                };
                f.zone = expeditions_of(Some(role));
                f.whose = Some(Rel::You);
            }
            // `controlled by an opponent`, `an opponent controls`, `controlled by your
            // opponents`: any opponent's, in play (CR 7.5.5.a)
            Qualifier::ControlledByPlayer(
                PlayerRef::AnOpponent | PlayerRef::EachOpponent | PlayerRef::YourOpponents,
            ) => {
                f.whose = Some(Rel::Opponent);
                f.zone = ZoneFilter::InPlay;
            }
            // `each Landmark its controller controls`: in play, controlled by the controller
            // of the object named before (CR 1.1.3.d)
            Qualifier::ControlledByPlayer(PlayerRef::ItsController) => {
                f.whose = Some(Rel::ControllerOf(self.named(span)?));
                f.zone = ZoneFilter::InPlay;
            }
            // `Mana Orb in your Mana zone` (CR 3.2.9).
            Qualifier::InZone(z) if z.zone == Zone::Mana => {
                f.zone = ZoneFilter::Mana;
                f.whose = zone_owner(z, span)?;
            }
            Qualifier::InExpedition(ExpeditionRef::Mine) => f.zone = ZoneFilter::MyExpedition,
            // `each other Character in its Expedition`: in the Expedition of the object `it`
            // names; `other` is other than it (English: the object just named).
            Qualifier::InExpedition(ExpeditionRef::Its) => {
                f.zone = ZoneFilter::ItsExpedition {
                    it: self.named(span)?,
                    but_it: std::mem::take(&mut f.other),
                }
            }
            // `Target an Expedition …. Each Character in it …`: the one chosen.
            Qualifier::InIt if self.chose_expedition => f.zone = ZoneFilter::ChosenExpedition,
            Qualifier::InExpedition(ExpeditionRef::YourOther) => f.zone = ZoneFilter::YourOtherExpedition,
            Qualifier::InExpedition(ExpeditionRef::FacingMe) | Qualifier::FacingMe => f.zone = ZoneFilter::FacingMe,
            // `target Character in forest` (CR 7.5.8.b); nothing outside an Expedition
            // is in a terrain, so the zone stays what the kind says
            Qualifier::InTerrain(t) if f.in_terrain.is_none() => f.in_terrain = Some(forms::terrain(*t)),
            // `Characters in my region`, `in its starting region`, `in a region with a
            // Terrain Marker`: in an Expedition whose counter is on such a region (CR
            // 1.3.1.b, 3.2.1.d), anyone's unless the phrase says whose.
            Qualifier::InRegion(r) if f.zone == ZoneFilter::InPlay => {
                f.zone = ZoneFilter::ExpeditionsThat(super::conditions::region_test(*r));
            }
            // `in an Ascended Expedition`, `in your Ascended Expeditions` (CR 2.4.3):
            // any Expedition, or the controller's, that has the status now.
            Qualifier::InExpedition(ExpeditionRef::Having {
                status: StatusName::Ascended,
                of,
            }) => {
                match **of {
                    ExpeditionRef::An(None) => {}
                    ExpeditionRef::Yours => f.whose = Some(Rel::You),
                    _ => return unsupported("the qualifier", span),
                }
                f.zone = ZoneFilter::ExpeditionsThat(ExpeditionTest::Ascended);
            }
            _ => return unsupported("the qualifier", span),
        }
        Ok(())
    }
}
