//! Clauses that move cards between zones (CR 3.1, 7.3): draw, put, join, play, reveal,
//! exchange; return and send (`returning_clause`); discard and sacrifice (`discarding_clause`).

use super::*;

impl Lowerer {
    /// Lowers a clause whose action is one of `Draw`, `Put`, `Join`, `Exchange`, `Reveal`, `DrawIt`, `PutInExpedition`, `Play`.
    pub(super) fn moving_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            (None | Some(Subject::Player(_)), Action::Draw(n)) => {
                let who = self.who(&c.subject, span)?;
                vec![self.counted(*n, span, |count| Act::Draw { who, count })?]
            }
            (
                None | Some(Subject::Player(_)),
                Action::Put {
                    what,
                    to,
                    as_exhausted_orb,
                },
            ) => {
                let who = self.who(&c.subject, span)?;
                vec![self.put(who, what, to, *as_exhausted_orb, pre, span)?]
            }
            // CR 7.3.34.a: `Target Character joins its controller's other Expedition`: from one
            // Expedition to the other of the same player, which is switching Expeditions.
            (Some(Subject::Object(o)), Action::Join(ExpeditionRef::OtherOf(PossessivePlayer::ItsControllers))) => {
                vec![Act::SwitchExpeditions(self.objects(o, pre, span)?)]
            }
            // CR 7.5.9.a: `Target Character you control joins your other Expedition`, `I join
            // my Expedition`: one of the controller's Expeditions (CR 3.2.2).
            (Some(Subject::Object(o)), Action::Join(e)) => {
                let to = self.expedition(e, span)?;
                if !matches!(
                    to,
                    Exped::Mine | Exped::YourOther | Exped::YourHero | Exped::YourCompanion
                ) {
                    return unsupported("joining an Expedition not named as yours", span);
                }
                vec![Act::Join {
                    what: self.objects(o, pre, span)?,
                    to,
                }]
            }
            (None, Action::Exchange { this, with }) => vec![self.exchange(this, with, pre, span)?],
            (
                None,
                Action::Reveal {
                    count,
                    whose,
                    look: false,
                },
            ) => vec![self.reveal(*count, *whose, pre, span)?],
            // CR 3.1.3.f: looked at, the cards are seen by the controller alone.
            (
                None,
                Action::Reveal {
                    count,
                    whose,
                    look: true,
                },
            ) => vec![match self.reveal(*count, *whose, pre, span)? {
                Act::Reveal(what) => Act::Look(what),
                other => other,
            }],
            (None, Action::DrawIt) => vec![self.draw_it(span)?],
            // CR 7.3.24.a: put in the controller's Expeditions, not played.
            (
                None,
                Action::PutInExpedition {
                    what,
                    to: ExpeditionRef::Yours,
                },
            ) => vec![Act::PutInExpedition(self.objects(what, pre, span)?)],
            // `each player may play …` after `Starting with you`: who plays is the step's
            // (see `group`).
            (None, Action::Play { what, price, .. })
            | (Some(Subject::Player(PlayerRef::EachPlayer)), Action::Play { what, price, .. })
                if subject.is_none() || self.starting_with_you =>
            {
                pre.push(self.play(what, price.as_ref(), span)?);
                Vec::new()
            }
            (_, _) => return unsupported("the action", span),
        })
    }

    /// Lowers a clause whose action is one of `SendToReserve`, `Return`, `ShuffleInto`, `SendTo`, `SendToDeckPosition`.
    pub(super) fn returning_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            (None, Action::SendToReserve(o)) => vec![Act::MoveTo {
                what: self.objects(o, pre, span)?,
                to: Destination::Reserve,
            }],
            (
                None,
                Action::Return {
                    what,
                    from: None,
                    top_of: false,
                    bottom_of: false,
                    to,
                    ..
                },
            ) if to.zone == Zone::Hand && matches!(to.whose, Some(PossessivePlayer::ItsOwners)) => {
                vec![Act::MoveTo {
                    what: self.objects(what, pre, span)?,
                    to: Destination::Hand,
                }]
            }
            // CR 7.3.24.a, 7.3.27: to an end of a Deck (`put a card from your hand on top of
            // your deck`, `return target Character to the bottom of its owner's deck`), or
            // shuffled into it.
            (
                None,
                Action::Return {
                    what,
                    from,
                    top_of,
                    bottom_of,
                    to,
                    any_order,
                },
            ) if *top_of || *bottom_of => {
                let end = if *top_of {
                    Destination::DeckTop
                } else {
                    Destination::DeckBottom
                };
                let put = self.put_in_deck(what, from.as_ref(), to, end, pre, span)?;
                vec![if *any_order {
                    self.in_any_order(put, pre, span)?
                } else {
                    put
                }]
            }
            (None, Action::ShuffleInto { what, from, to, .. }) => {
                vec![self.put_in_deck(what, from.as_ref(), to, Destination::DeckShuffled, pre, span)?]
            }
            // CR 7.3.27.a: `return another card from your Reserve to your hand`. A card goes
            // to its owner's Hand whoever's Hand the text names: a card owned by another
            // player goes to its owner's instead (CR 1.4.3.a, 3.1.2.c), which is what
            // `Destination::Hand` does; a card in your own Reserve or Discard pile is yours.
            (
                None,
                Action::Return {
                    what,
                    from,
                    top_of: false,
                    bottom_of: false,
                    to,
                    ..
                },
            ) if to.zone == Zone::Hand && matches!(to.whose, Some(PossessivePlayer::Your)) => {
                vec![Act::MoveTo {
                    what: self.objects_in(what, from.as_ref(), pre, span)?,
                    to: Destination::Hand,
                }]
            }
            // CR 7.3.27.c: "put", "return" and "send" are synonyms rules-wise: any other
            // `return … to <zone>` is the `put … in <zone>` it means (`Return target Character
            // to Reserve`, `… to its owner's Mana zone`), with the cautions of `put`.
            (
                None,
                Action::Return {
                    what,
                    from,
                    top_of: false,
                    bottom_of: false,
                    to,
                    ..
                },
            ) => {
                let what = altered_grammar::PutWhat::Object {
                    what: what.clone(),
                    from: from.clone(),
                };
                vec![self.put(Who::You, &what, to, None, pre, span)?]
            }
            // CR 7.3.32.b: `send … to <zone>` likewise.
            (
                None,
                Action::SendTo {
                    what,
                    to,
                    top_of,
                    bottom_of,
                },
            ) => {
                if *top_of || *bottom_of {
                    let end = if *top_of {
                        Destination::DeckTop
                    } else {
                        Destination::DeckBottom
                    };
                    vec![self.put_in_deck(what, None, to, end, pre, span)?]
                } else {
                    let what = altered_grammar::PutWhat::Object {
                        what: what.clone(),
                        from: None,
                    };
                    vec![self.put(Who::You, &what, to, None, pre, span)?]
                }
            }
            (None, Action::SendToDeckPosition(o)) => vec![self.send_to_deck(o, pre, span)?],
            (_, _) => return unsupported("the action", span),
        })
    }

    /// Lowers a clause whose action is one of `Discard`, `DiscardTop`, `DiscardHand`, `Sacrifice`.
    pub(super) fn discarding_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            // A card of a Hand, chosen by the Hand's owner (CR 3.2.5.c, 6.1.h).
            (None | Some(Subject::Player(_)), Action::Discard { what, from: None }) if hidden::in_hand(what) => {
                vec![self.discard_from_hand(&c.subject, what, pre, span)?]
            }
            // CR 7.3.7.a: the top cards of your Deck, to your discard pile.
            (None, Action::DiscardTop { count, whose }) => match self.reveal(*count, *whose, pre, span)? {
                Act::Reveal(top) => vec![Act::Discard(top)],
                _ => return unsupported("this discard", span),
            },
            (
                None | Some(Subject::Player(_)),
                Action::DiscardHand {
                    whose,
                    and_reserve,
                    reserve_only,
                },
            ) => self.discard_hand(
                &c.subject,
                *whose,
                (!*reserve_only, *and_reserve || *reserve_only),
                span,
            )?,
            // `Each opponent chooses a card in their Reserve and discards it`: the objects are
            // named already (chosen by that player); who discards them does not change where
            // they go, their owner's Discard pile (CR 7.3.7.a, 1.4.3.a).
            (
                Some(Subject::Player(_)),
                Action::Discard {
                    what: what @ Object::Ref(_),
                    from: None,
                },
            ) => {
                vec![Act::Discard(self.objects(what, pre, span)?)]
            }
            (None, Action::Discard { what, from }) => {
                let what = match from {
                    None => self.objects(what, pre, span)?,
                    Some(z) if z.zone == Zone::Reserve => self.objects_in(what, Some(z), pre, span)?,
                    Some(_) => return unsupported("discarding from a zone other than Reserve", span),
                };
                vec![Act::Discard(what)]
            }
            (None, Action::Sacrifice(o)) => {
                // CR 7.3.31.a: an object in play its controller controls.
                let what = self.objects(o, pre, span)?;
                let what = match what {
                    Objs::This => Objs::This,
                    _ => {
                        restrict_to_controlled(pre, &what);
                        what
                    }
                };
                vec![Act::Sacrifice(what)]
            }
            // CR 7.3.31.a: the player sacrifices an object in play they control, and chooses
            // it themselves; several players choose in initiative order (CR 6.1.h).
            (Some(Subject::Player(p)), Action::Sacrifice(o)) => {
                let by = self.chooser(*p, span)?;
                let what = self.objects(o, pre, span)?;
                if !matches!(what, Objs::Slot(_)) {
                    return unsupported("another player sacrificing objects they do not choose", span);
                }
                restrict_to_controlled(pre, &what);
                chosen_by(pre, &what, by);
                vec![Act::Sacrifice(what)]
            }
            (_, _) => return unsupported("the action", span),
        })
    }
}
