//! What a session's station may be applying, as far as the platform can know: the basis of the
//! rule that the sum of what may be in force never passes a site's limit, whatever fails.
//!
//! A limit counts from the moment it is sent until the station answers: accepted, it is in force;
//! rejected, the one before still is; unanswered (a timeout, a lost connection, an offline
//! station), the station may be applying either, so it counts at the higher of the two until a
//! later limit is accepted. A session with no limit accepted yet may draw its EVSE's capacity.

use super::watts::Watts;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Applied {
    /// The highest limit the station may be applying since its last accepted one; `None` when
    /// no limit is known to be in force (its EVSE's capacity).
    pub ceiling: Option<Watts>,
    /// A limit sent and not answered yet.
    pub unanswered: Option<Watts>,
}

impl Applied {
    /// A session the platform starts with `limit` in its start request: nothing is drawn before
    /// the station starts it, and the start's limit counts from the moment it is sent.
    pub fn starting(limit: Watts) -> Applied {
        Applied { ceiling: Some(Watts::ZERO), unanswered: Some(limit) }
    }

    /// The most this session may be drawing, on an EVSE that can draw `capacity`.
    pub fn may_be(self, capacity: Watts) -> Watts {
        let ceiling = self.ceiling.unwrap_or(capacity);
        ceiling.max(self.unanswered.unwrap_or(Watts::ZERO)).min(capacity)
    }

    /// Whether a limit is on its way (one at a time: the answer decides what the next may be).
    pub fn awaiting(self) -> bool {
        self.unanswered.is_some()
    }

    /// A limit sent.
    pub fn sent(self, limit: Watts) -> Applied {
        Applied { unanswered: Some(limit), ..self }
    }

    /// The station accepted the limit on its way.
    pub fn accepted(self) -> Applied {
        match self.unanswered {
            Some(limit) => Applied { ceiling: Some(limit), unanswered: None },
            None => self,
        }
    }

    /// The station rejected it: the one before is still in force.
    pub fn rejected(self) -> Applied {
        Applied { unanswered: None, ..self }
    }

    /// No answer will come (a timeout, a lost connection): the station may be applying the limit
    /// before or the one sent, so the higher counts until a later one is accepted.
    pub fn unanswerable(self, capacity: Watts) -> Applied {
        match self.unanswered {
            Some(_) => Applied { ceiling: Some(self.may_be(capacity)), unanswered: None },
            None => self,
        }
    }
}
