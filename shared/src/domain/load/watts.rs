//! Power in whole watts: the allocator's unit. A site's limit and an EVSE's maximum arrive in kW
//! with at most three decimals (`Capacity`), which are whole watts, so nothing is rounded on the
//! way in; OCPP profiles are sent in W (or A) from here.

use std::iter::Sum;
use std::ops::{Add, AddAssign};

use serde::{Deserialize, Serialize};

use crate::domain::capacity::Capacity;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Watts(pub u64);

impl Watts {
    pub const ZERO: Watts = Watts(0);

    /// A capacity in kW is thousandths of a kW: watts exactly.
    pub fn from_capacity(capacity: Capacity) -> Watts {
        Watts(capacity.milli().max(0) as u64)
    }

    /// Back to kW for the API.
    pub fn to_capacity(self) -> Capacity {
        Capacity::from_milli(i64::try_from(self.0).unwrap_or(i64::MAX))
    }

    pub fn kw(self) -> f64 {
        self.0 as f64 / 1000.0
    }

    /// Never below zero: a shortfall is no power, not a debt.
    pub fn saturating_sub(self, other: Watts) -> Watts {
        Watts(self.0.saturating_sub(other.0))
    }

    /// `percent` percent of this power (a share of an EVSE's maximum, a margin over a draw).
    pub fn percent(self, percent: u64) -> Watts {
        Watts(self.0.saturating_mul(percent) / 100)
    }
}

impl Add for Watts {
    type Output = Watts;
    fn add(self, other: Watts) -> Watts {
        Watts(self.0.saturating_add(other.0))
    }
}

impl AddAssign for Watts {
    fn add_assign(&mut self, other: Watts) {
        *self = *self + other;
    }
}

impl Sum for Watts {
    fn sum<I: Iterator<Item = Watts>>(iter: I) -> Watts {
        iter.fold(Watts::ZERO, Add::add)
    }
}

impl std::fmt::Display for Watts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} W", self.0)
    }
}
