//! When a schedule item runs: once at an instant, or daily / weekly at a wall-clock time in
//! the schedule's IANA time zone. Wall-clock times follow the zone through DST changes:
//! a time that does not exist on a spring-forward day runs as far after the gap as it was
//! into it (02:30 in a 02:00-03:00 gap runs at 03:30), and a time that happens twice on a
//! fall-back day runs once, at its first occurrence; both as RFC 5545 (iCalendar) reads them.

use chrono::{Datelike, Days, LocalResult, NaiveDateTime, NaiveTime, Offset, TimeZone, Weekday};
use chrono_tz::Tz;
use serde_json::{Value, json};

use crate::time;
use crate::versions::ApiVersion;

const DAY_NAMES: [(&str, Weekday); 7] = [
    ("mon", Weekday::Mon),
    ("tue", Weekday::Tue),
    ("wed", Weekday::Wed),
    ("thu", Weekday::Thu),
    ("fri", Weekday::Fri),
    ("sat", Weekday::Sat),
    ("sun", Weekday::Sun),
];

/// An IANA time zone name such as `Europe/Berlin`, checked against the bundled database.
pub fn parse_zone(text: &str) -> Result<Tz, String> {
    text.parse::<Tz>().map_err(|_| format!("'{text}' is not an IANA time zone name (e.g. Europe/Berlin)"))
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum When {
    /// One run at this instant (milliseconds).
    Once { at: i64 },
    /// Every day at a local time.
    Daily { time: NaiveTime },
    /// On the given weekdays (Monday first, no repeats) at a local time.
    Weekly { days: Vec<Weekday>, time: NaiveTime },
}

impl When {
    /// The first run strictly after `after` (milliseconds), or `None` when there is none
    /// (a one-off already past).
    pub fn next_after(&self, after: i64, zone: Tz) -> Option<i64> {
        let (days, time) = match self {
            When::Once { at } => return (*at > after).then_some(*at),
            When::Daily { time } => (None, *time),
            When::Weekly { days, time } => (Some(days), *time),
        };
        let start = zone.from_utc_datetime(&chrono::DateTime::from_timestamp_millis(after)?.naive_utc());
        // A local date's run may still be ahead on that date; a week and a day covers every case.
        (0..=8u64).find_map(|offset| {
            let date = start.date_naive().checked_add_days(Days::new(offset))?;
            if days.is_some_and(|days| !days.contains(&date.weekday())) {
                return None;
            }
            let at = resolve(zone, date.and_time(time))?;
            (at > after).then_some(at)
        })
    }

    /// The `at` and `recurrence` members of a response: `at` in the version's timestamp form.
    pub fn render(&self, version: &ApiVersion) -> (Value, Value) {
        self.members(|at| time::render(at, version))
    }

    /// The `at` and `recurrence` members as stored: `at` in RFC 3339 whatever the version of
    /// the request that wrote it (items stored before this split read the same).
    pub fn stored(&self) -> (Value, Value) {
        self.members(|at| json!(time::iso(at)))
    }

    fn members(&self, instant: impl Fn(i64) -> Value) -> (Value, Value) {
        match self {
            When::Once { at } => (instant(*at), Value::Null),
            When::Daily { time } => (Value::Null, json!({"frequency": "daily", "time": hhmm(*time)})),
            When::Weekly { days, time } => {
                let names: Vec<&str> = days.iter().map(|day| day_name(*day)).collect();
                (Value::Null, json!({"frequency": "weekly", "days": names, "time": hhmm(*time)}))
            }
        }
    }

    /// `recurrence`: `{frequency: daily | weekly, time: "HH:MM", days?: ["mon", ...]}`.
    pub fn parse_recurrence(value: &Value) -> Result<When, String> {
        let Value::Object(map) = value else { return Err("must be an object".into()) };
        if let Some(unknown) = map.keys().find(|k| !["frequency", "time", "days"].contains(&k.as_str())) {
            return Err(format!("'{unknown}' is not a recurrence field (frequency, time, days)"));
        }
        let time = map
            .get("time")
            .and_then(Value::as_str)
            .and_then(|text| NaiveTime::parse_from_str(text, "%H:%M").ok().filter(|_| text.len() == 5))
            .ok_or("time must be a local time \"HH:MM\" (24-hour)")?;
        match map.get("frequency").and_then(Value::as_str) {
            Some("daily") if map.contains_key("days") => {
                Err("days applies to weekly recurrences only".into())
            }
            Some("daily") => Ok(When::Daily { time }),
            Some("weekly") => {
                let given = map
                    .get("days")
                    .and_then(Value::as_array)
                    .ok_or("weekly needs days, e.g. [\"mon\", \"fri\"]")?;
                let mut days = Vec::new();
                for name in given {
                    let day = name
                        .as_str()
                        .and_then(|text| DAY_NAMES.iter().find(|(n, _)| *n == text))
                        .map(|(_, day)| *day)
                        .ok_or("days must be weekday names: mon, tue, wed, thu, fri, sat, sun")?;
                    if days.contains(&day) {
                        return Err(format!("'{}' is listed twice in days", day_name(day)));
                    }
                    days.push(day);
                }
                if days.is_empty() {
                    return Err("weekly needs at least one day".into());
                }
                days.sort_by_key(Weekday::num_days_from_monday);
                Ok(When::Weekly { days, time })
            }
            _ => Err("frequency must be daily or weekly".into()),
        }
    }
}

/// The instant of a local wall-clock time in `zone` (see the module comment for DST).
fn resolve(zone: Tz, local: NaiveDateTime) -> Option<i64> {
    match zone.from_local_datetime(&local) {
        LocalResult::Single(at) => Some(at.timestamp_millis()),
        LocalResult::Ambiguous(first, _) => Some(first.timestamp_millis()),
        LocalResult::None => {
            // In a gap: read the time with the offset in force before it. Transitions are
            // months apart, so the offset a day earlier is the one before the gap.
            let before = zone.offset_from_utc_datetime(&(local - chrono::Duration::days(1))).fix();
            let utc = local - chrono::Duration::seconds(i64::from(before.local_minus_utc()));
            Some(utc.and_utc().timestamp_millis())
        }
    }
}

fn hhmm(time: NaiveTime) -> String {
    time.format("%H:%M").to_string()
}

fn day_name(day: Weekday) -> &'static str {
    DAY_NAMES.iter().find(|(_, d)| *d == day).map(|(name, _)| *name).unwrap_or("mon")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(text: &str) -> i64 {
        time::parse_instant(text).unwrap()
    }

    fn daily(at: &str) -> When {
        When::Daily { time: NaiveTime::parse_from_str(at, "%H:%M").unwrap() }
    }

    const BERLIN: Tz = chrono_tz::Europe::Berlin;

    #[test]
    fn a_daily_time_follows_the_zone_offset_in_winter_and_summer() {
        let when = daily("06:00");
        assert_eq!(when.next_after(ms("2027-01-10T12:00:00Z"), BERLIN), Some(ms("2027-01-11T05:00:00Z")));
        assert_eq!(when.next_after(ms("2027-07-10T12:00:00Z"), BERLIN), Some(ms("2027-07-11T04:00:00Z")));
    }

    #[test]
    fn a_time_in_the_spring_forward_gap_runs_after_the_gap() {
        // 2027-03-28: Berlin skips 02:00-03:00 local; 02:30 runs at 03:30 CEST.
        let when = daily("02:30");
        let saturday = when.next_after(ms("2027-03-26T23:00:00Z"), BERLIN).unwrap();
        assert_eq!(saturday, ms("2027-03-27T01:30:00Z"));
        let sunday = when.next_after(saturday, BERLIN).unwrap();
        assert_eq!(sunday, ms("2027-03-28T01:30:00Z"));
        assert_eq!(when.next_after(sunday, BERLIN), Some(ms("2027-03-29T00:30:00Z")));
    }

    #[test]
    fn a_time_that_happens_twice_at_fall_back_runs_once() {
        // 2027-10-31: Berlin repeats 02:00-03:00 local; 02:30 runs at its first occurrence.
        let when = daily("02:30");
        let first = when.next_after(ms("2027-10-30T12:00:00Z"), BERLIN).unwrap();
        assert_eq!(first, ms("2027-10-31T00:30:00Z"));
        assert_eq!(when.next_after(first, BERLIN), Some(ms("2027-11-01T01:30:00Z")));
    }

    #[test]
    fn weekly_runs_only_on_its_days() {
        let when =
            When::parse_recurrence(&json!({"frequency": "weekly", "days": ["fri", "mon"], "time": "07:15"}))
                .unwrap();
        // 2027-01-06 is a Wednesday.
        let friday = when.next_after(ms("2027-01-06T12:00:00Z"), chrono_tz::UTC).unwrap();
        assert_eq!(friday, ms("2027-01-08T07:15:00Z"));
        assert_eq!(when.next_after(friday, chrono_tz::UTC), Some(ms("2027-01-11T07:15:00Z")));
    }

    #[test]
    fn a_one_off_runs_once() {
        let when = When::Once { at: ms("2027-01-01T00:00:00Z") };
        assert_eq!(when.next_after(ms("2026-12-31T00:00:00Z"), BERLIN), Some(ms("2027-01-01T00:00:00Z")));
        assert_eq!(when.next_after(ms("2027-01-01T00:00:00Z"), BERLIN), None);
    }

    #[test]
    fn bad_recurrences_say_what_is_wrong() {
        let bad = [
            json!({"frequency": "hourly", "time": "06:00"}),
            json!({"frequency": "daily", "time": "6:00"}),
            json!({"frequency": "daily", "time": "24:00"}),
            json!({"frequency": "daily", "time": "06:00", "days": ["mon"]}),
            json!({"frequency": "weekly", "time": "06:00", "days": []}),
            json!({"frequency": "weekly", "time": "06:00", "days": ["mon", "mon"]}),
            json!({"frequency": "weekly", "time": "06:00", "days": ["monday"]}),
            json!({"frequency": "daily", "time": "06:00", "every": 2}),
        ];
        for value in bad {
            assert!(When::parse_recurrence(&value).is_err(), "{value} should be refused");
        }
        assert!(parse_zone("Mars/Olympus").is_err());
        assert_eq!(parse_zone("Europe/Berlin"), Ok(BERLIN));
    }
}
