//! An asset's capacity: a non-negative number (kW for charging units) with at most three
//! decimals, held exactly as thousandths so storage, sorting and filtering agree.

use serde_json::{Number, Value};

use super::body::Fields;

/// The largest capacity accepted: 1,000,000 (a megawatt-scale site in kW).
pub const MAX_MILLI: i64 = 1_000_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Capacity(i64);

impl Capacity {
    pub const ZERO: Capacity = Capacity(0);

    pub const fn milli(self) -> i64 {
        self.0
    }

    /// A constant from thousandths, held within 0 and the largest capacity.
    pub(crate) const fn from_const_milli(milli: i64) -> Capacity {
        Capacity(if milli < 0 {
            0
        } else if milli > MAX_MILLI {
            MAX_MILLI
        } else {
            milli
        })
    }

    /// From thousandths (Wh for an energy in kWh), held within 0 and the largest capacity.
    pub fn from_milli(milli: i64) -> Capacity {
        Capacity(milli.clamp(0, MAX_MILLI))
    }

    /// From a JSON value; the error is the field message.
    pub fn from_json(value: &Value) -> Result<Capacity, String> {
        let number = value.as_f64().ok_or("must be a number")?;
        Capacity::from_f64(number)
    }

    /// From a query value such as `50` or `22.5`; `None` when it is not a capacity.
    pub fn parse(text: &str) -> Option<Capacity> {
        text.parse::<f64>().ok().and_then(|n| Capacity::from_f64(n).ok())
    }

    fn from_f64(number: f64) -> Result<Capacity, String> {
        if !number.is_finite() || number < 0.0 {
            return Err("must be a non-negative number".into());
        }
        let milli = (number * 1000.0).round();
        if milli > MAX_MILLI as f64 {
            return Err("must be at most 1000000".into());
        }
        if (number * 1000.0 - milli).abs() > 1e-6 {
            return Err("must have at most 3 decimal places".into());
        }
        Ok(Capacity(milli as i64))
    }

    /// Exact decimal text, for DynamoDB's number type: `22.5`, `50`.
    pub fn as_decimal(self) -> String {
        let (whole, frac) = (self.0 / 1000, self.0 % 1000);
        if frac == 0 {
            whole.to_string()
        } else {
            format!("{whole}.{frac:03}").trim_end_matches('0').to_owned()
        }
    }

    pub fn from_decimal(text: &str) -> Option<Capacity> {
        Capacity::parse(text)
    }

    /// A JSON number: an integer when whole.
    pub fn to_json(self) -> Value {
        if self.0 % 1000 == 0 {
            Value::Number(Number::from(self.0 / 1000))
        } else {
            Number::from_f64(self.0 as f64 / 1000.0).map(Value::Number).unwrap_or(Value::Null)
        }
    }
}

/// A power in kW greater than 0, or null: `None` when absent or invalid (the error recorded),
/// `Some(None)` for null.
pub fn take_power(fields: &mut Fields, field: &str) -> Option<Option<Capacity>> {
    match fields.take(field)? {
        Value::Null => Some(None),
        value => {
            let power = Capacity::from_json(&value).and_then(|power| {
                if power == Capacity::ZERO { Err("must be greater than 0".to_owned()) } else { Ok(power) }
            });
            fields.checked(field, power).map(Some)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn capacities_are_non_negative_with_three_decimals_at_most() {
        assert_eq!(Capacity::from_json(&json!(22.5)).unwrap().milli(), 22_500);
        assert_eq!(Capacity::from_json(&json!(0)).unwrap().milli(), 0);
        assert_eq!(Capacity::from_json(&json!(1000000)).unwrap().milli(), MAX_MILLI);
        assert!(Capacity::from_json(&json!(-1)).is_err());
        assert!(Capacity::from_json(&json!(1.0005)).is_err());
        assert!(Capacity::from_json(&json!(1000000.001)).is_err());
        assert!(Capacity::from_json(&json!("50")).is_err());
    }

    #[test]
    fn capacities_round_trip_through_decimal_text_and_json() {
        for text in ["0", "50", "22.5", "7.125", "1000000"] {
            let capacity = Capacity::parse(text).unwrap();
            assert_eq!(capacity.as_decimal(), text);
        }
        assert_eq!(Capacity::parse("50").unwrap().to_json(), json!(50));
        assert_eq!(Capacity::parse("22.5").unwrap().to_json(), json!(22.5));
    }
}
