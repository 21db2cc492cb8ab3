//! A half-open time range from a list's `at[gte]`, `at[gt]`, `at[lte]` and `at[lt]` query
//! parameters (the series a station or session keeps: its message log, its meter readings),
//! in milliseconds: `[from, until)`. Bounds of one side together are all met: the tighter holds.

use super::ListError;

/// `[from, until)` in Unix milliseconds; `None`: unbounded on that side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TimeRange {
    pub from: Option<i64>,
    pub until: Option<i64>,
}

impl TimeRange {
    /// Takes `name=value` when it is one of the range's parameters (`Ok(true)`); `Ok(false)` for
    /// any other name; a value that is no instant is 400.
    pub fn take(&mut self, name: &str, value: &str) -> Result<bool, ListError> {
        match name {
            "at[gte]" => self.from = self.from.max(Some(instant(name, value)?)),
            "at[gt]" => self.from = self.from.max(Some(after(name, value)?)),
            "at[lt]" => self.until = tighter_end(self.until, instant(name, value)?),
            "at[lte]" => self.until = tighter_end(self.until, after(name, value)?),
            _ => return Ok(false),
        }
        Ok(true)
    }
}

fn instant(parameter: &str, value: &str) -> Result<i64, ListError> {
    crate::time::parse_instant(value).ok_or_else(|| ListError::Instant(parameter.to_owned()))
}

/// The instant just after the value: a value without a fraction covers its whole second (as
/// the event history's filters take it), so `at[lte]=<v1's seconds>` keeps what v1 shows as them.
fn after(parameter: &str, value: &str) -> Result<i64, ListError> {
    let whole_second = value.parse::<i64>().is_ok() || !value.contains('.');
    Ok(instant(parameter, value)?.saturating_add(if whole_second { 1_000 } else { 1 }))
}

/// The earlier of two ends of a range.
fn tighter_end(current: Option<i64>, end: i64) -> Option<i64> {
    Some(current.map_or(end, |current| current.min(end)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_of_one_side_together_keep_the_tighter_and_a_whole_second_is_covered() {
        let mut range = TimeRange::default();
        for (name, value) in [("at[gte]", "10"), ("at[gt]", "20"), ("at[lte]", "100"), ("at[lt]", "90")] {
            assert!(range.take(name, value).expect("an instant"));
        }
        assert_eq!(range, TimeRange { from: Some(21_000), until: Some(90_000) });
        assert!(!range.take("limit", "5").expect("not a bound"));
        assert!(range.take("at[gte]", "yesterday").is_err());
    }
}
