//! Reading JSON request bodies into field maps with the 422 rules of docs/decisions.md:
//! no body where one is required is MISSING_FIELD, a body that is not a JSON object is
//! INVALID_FORMAT, and field rules (unknown, missing, wrong type, out of range) are
//! VALIDATION_ERROR with `details.fields`.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

/// Field name to the list of messages for that field (422 VALIDATION_ERROR).
pub type FieldErrors = BTreeMap<String, Vec<String>>;

/// Why a request body was refused: each becomes the `ApiError` of the same name (the 422s),
/// a 409 or a 500 as noted.
#[derive(Debug)]
pub enum BodyError {
    MissingField(String),
    InvalidFormat(String),
    Validation(FieldErrors),
    InvalidValue {
        field: String,
        message: String,
    },
    InvalidValues {
        field: String,
        message: String,
        values: Vec<String>,
    },
    /// 409: a custom role may not take a built-in role's name.
    ReservedRoleName(String),
    /// 500: a rule of this code broken, never the client's doing.
    Internal(&'static str),
}

impl BodyError {
    /// One failing field rule.
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        BodyError::Validation(FieldErrors::from([(field.to_owned(), vec![message.into()])]))
    }
}

/// A JSON object body, read field by field while collecting every field error at once.
pub struct Fields {
    map: Map<String, Value>,
    errors: FieldErrors,
}

impl Fields {
    pub fn parse(body: &[u8]) -> Result<Fields, BodyError> {
        if body.iter().all(u8::is_ascii_whitespace) {
            return Err(BodyError::MissingField("body".into()));
        }
        match serde_json::from_slice::<Value>(body) {
            Ok(Value::Object(map)) => Ok(Fields { map, errors: FieldErrors::new() }),
            Ok(_) => Err(BodyError::InvalidFormat("The request body must be a JSON object".into())),
            Err(_) => Err(BodyError::InvalidFormat("The request body is not valid JSON".into())),
        }
    }

    pub fn error(&mut self, field: &str, message: impl Into<String>) {
        self.errors.entry(field.to_owned()).or_default().push(message.into());
    }

    pub fn contains(&self, field: &str) -> bool {
        self.map.contains_key(field)
    }

    /// Takes a field out: `None` when absent, `Some(Value::Null)` when explicitly null.
    pub fn take(&mut self, field: &str) -> Option<Value> {
        self.map.remove(field)
    }

    /// A string field; wrong types are recorded as field errors.
    pub fn take_string(&mut self, field: &str) -> Option<String> {
        match self.take(field)? {
            Value::String(s) => Some(s),
            _ => {
                self.error(field, "must be a string");
                None
            }
        }
    }

    /// A field that must be given: `None` when absent, with the error recorded.
    pub fn require(&mut self, field: &str) -> Option<Value> {
        let value = self.take(field);
        if value.is_none() {
            self.error(field, "is required");
        }
        value
    }

    pub fn require_string(&mut self, field: &str) -> Option<String> {
        if !self.map.contains_key(field) {
            self.error(field, "is required");
            return None;
        }
        self.take_string(field)
    }

    /// The value of a field rule, or `None` with the rule's message recorded for the field.
    pub fn checked<T>(&mut self, field: &str, result: Result<T, String>) -> Option<T> {
        result.map_err(|message| self.error(field, message)).ok()
    }

    /// An optional label field (see `label`): trimmed, 1..=max characters.
    pub fn take_label(&mut self, field: &str, max: usize) -> Option<String> {
        let text = self.take_string(field)?;
        self.checked(field, label(&text, max))
    }

    /// A required label field.
    pub fn require_label(&mut self, field: &str, max: usize) -> Option<String> {
        let text = self.require_string(field)?;
        self.checked(field, label(&text, max))
    }

    /// An optional field read by `rule`: `None` when absent or null, or when the rule fails
    /// (its message recorded for the field).
    pub fn take_optional<T>(
        &mut self,
        field: &str,
        rule: impl FnOnce(&Value) -> Result<T, String>,
    ) -> Option<T> {
        let value = self.take(field).filter(|value| !value.is_null())?;
        self.checked(field, rule(&value))
    }

    /// A field that may be set to a label or cleared with `null`: `None` when absent or invalid
    /// (the error recorded), `Some(None)` for null.
    pub fn take_nullable_label(&mut self, field: &str, max: usize) -> Option<Option<String>> {
        match self.take(field)? {
            Value::Null => Some(None),
            Value::String(text) => self.checked(field, label(&text, max)).map(Some),
            _ => {
                self.error(field, "must be a string or null");
                None
            }
        }
    }

    /// A field holding one of `names`: `None` when absent, `Some(None)` when present but not
    /// one of them (the error recorded).
    pub fn take_enum<T>(
        &mut self,
        field: &str,
        parse: fn(&str) -> Option<T>,
        names: &[&str],
    ) -> Option<Option<T>> {
        let parsed = self.take(field)?.as_str().and_then(parse);
        if parsed.is_none() {
            self.error(field, format!("must be one of {}", names.join(", ")));
        }
        Some(parsed)
    }

    /// Ends reading: any field left over is unknown, then all errors are reported together.
    pub fn finish(mut self) -> Result<(), BodyError> {
        let leftover: Vec<String> = self.map.keys().cloned().collect();
        for field in leftover {
            self.error(&field, "is not a known field");
        }
        if self.errors.is_empty() { Ok(()) } else { Err(BodyError::Validation(self.errors)) }
    }
}

/// Names and other labels: trimmed, 1..=max characters, no control characters.
pub fn label(text: &str, max: usize) -> Result<String, String> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err("must not be empty".into());
    }
    if trimmed.chars().count() > max {
        return Err(format!("must be at most {max} characters"));
    }
    if trimmed.chars().any(char::is_control) {
        return Err("must not contain control characters".into());
    }
    Ok(trimmed.to_owned())
}
