//! What a session draws, from what its station reports: its own power reading when it sends one
//! (`Power.Active.Import`), else the rise of its energy register between two readings (the one
//! measurand every station samples by default). Only a change worth a message reaches the store:
//! a draw within a step of the last one noted writes nothing.

use super::plan::step;
use super::watts::Watts;

/// Readings closer than this say nothing reliable about power (a register in whole Wh rises
/// by a few Wh in a few seconds).
const SHORTEST_SPAN_MS: i64 = 10_000;

/// One energy register reading: Wh at a time (ms).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Register {
    pub wh: i64,
    pub at_ms: i64,
}

/// The average draw between two register readings; `None` when they are too close, out of order,
/// or the register went back (a meter replaced, a station's counter reset).
pub fn between(earlier: Register, later: Register) -> Option<Watts> {
    let span = later.at_ms.checked_sub(earlier.at_ms)?;
    let energy = later.wh.checked_sub(earlier.wh)?;
    if span < SHORTEST_SPAN_MS || energy < 0 {
        return None;
    }
    let watts = i128::from(energy) * 3_600_000 / i128::from(span);
    Some(Watts(u64::try_from(watts).unwrap_or(u64::MAX)))
}

/// Whether a draw is worth writing for an EVSE of `capacity`, after `noted` was: the first
/// one always, later ones when they moved by at least a step (the planner's own threshold, so
/// a change the planner would not act on costs nothing).
pub fn worth_noting(noted: Option<Watts>, draw: Watts, capacity: Watts) -> bool {
    match noted {
        None => true,
        Some(noted) => noted.0.abs_diff(draw.0) >= step(capacity).0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_register_rising_by_one_kwh_in_six_minutes_is_ten_kw() {
        let draw = between(Register { wh: 1_000, at_ms: 0 }, Register { wh: 2_000, at_ms: 360_000 });
        assert_eq!(draw, Some(Watts(10_000)));
    }

    #[test]
    fn readings_too_close_out_of_order_or_a_register_that_went_back_say_nothing() {
        let first = Register { wh: 1_000, at_ms: 100_000 };
        assert_eq!(between(first, Register { wh: 1_010, at_ms: 105_000 }), None);
        assert_eq!(between(first, Register { wh: 1_010, at_ms: 50_000 }), None);
        assert_eq!(between(first, Register { wh: 900, at_ms: 200_000 }), None);
        assert_eq!(between(first, Register { wh: i64::MAX, at_ms: i64::MAX }).map(|w| w.0 > 0), Some(true));
    }

    #[test]
    fn a_draw_within_a_step_of_the_last_noted_is_not_written() {
        let capacity = Watts(22_000);
        assert!(worth_noting(None, Watts(0), capacity));
        assert!(!worth_noting(Some(Watts(7_000)), Watts(7_500), capacity), "within 660 W");
        assert!(worth_noting(Some(Watts(7_000)), Watts(7_700), capacity));
        assert!(worth_noting(Some(Watts(7_000)), Watts(6_300), capacity));
    }
}
