//! OCPP-J framing (OCPP 2.0.1 part 4, 4.2): CALL `[2, id, action, payload]`, CALLRESULT
//! `[3, id, payload]`, CALLERROR `[4, id, code, description, details]`. Reading a frame either
//! gives one of these or the CALLERROR that answers it.

use serde_json::{Value, json};
use shared::domain::station::OcppVersion;

/// OCPP-J caps message ids at 36 characters.
const MESSAGE_ID_MAX: usize = 36;

/// The id a CALLERROR carries when the offending frame's id cannot be read.
pub const UNREADABLE_ID: &str = "-1";

/// A frame as read.
#[derive(Debug, Clone, PartialEq)]
pub enum Frame {
    Call { id: String, action: String, payload: Value },
    Result { id: String, payload: Value },
    Error { id: String, code: String, description: String, details: Value },
}

/// OCPP-J's RPC error codes the gateway answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    RpcFrameworkError,
    MessageTypeNotSupported,
    NotImplemented,
    NotSupported,
    FormatViolation,
    OccurrenceConstraintViolation,
    PropertyConstraintViolation,
    TypeConstraintViolation,
    SecurityError,
    InternalError,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::RpcFrameworkError => "RpcFrameworkError",
            ErrorCode::MessageTypeNotSupported => "MessageTypeNotSupported",
            ErrorCode::NotImplemented => "NotImplemented",
            ErrorCode::NotSupported => "NotSupported",
            ErrorCode::FormatViolation => "FormatViolation",
            ErrorCode::OccurrenceConstraintViolation => "OccurrenceConstraintViolation",
            ErrorCode::PropertyConstraintViolation => "PropertyConstraintViolation",
            ErrorCode::TypeConstraintViolation => "TypeConstraintViolation",
            ErrorCode::SecurityError => "SecurityError",
            ErrorCode::InternalError => "InternalError",
        }
    }

    /// The code as `version` spells it: OCPP-J 1.6 has `FormationViolation` and
    /// `OccurenceConstraintViolation`, and no RPC framework codes (a frame it cannot read is
    /// its `ProtocolError`).
    pub fn name(self, version: OcppVersion) -> &'static str {
        match (version, self) {
            (OcppVersion::V201, _) => self.as_str(),
            (OcppVersion::V16, ErrorCode::FormatViolation) => "FormationViolation",
            (OcppVersion::V16, ErrorCode::OccurrenceConstraintViolation) => "OccurenceConstraintViolation",
            (OcppVersion::V16, ErrorCode::RpcFrameworkError | ErrorCode::MessageTypeNotSupported) => {
                "ProtocolError"
            }
            (OcppVersion::V16, _) => self.as_str(),
        }
    }
}

/// A CALLERROR the gateway sends: its code and a description for the station's log.
#[derive(Debug, Clone, PartialEq)]
pub struct CallError {
    pub code: ErrorCode,
    pub description: String,
}

impl CallError {
    pub fn new(code: ErrorCode, description: impl Into<String>) -> CallError {
        CallError { code, description: description.into() }
    }
}

/// A frame that cannot be taken as it is, and the id to answer it under.
#[derive(Debug, Clone, PartialEq)]
pub struct Unreadable {
    pub id: String,
    pub error: CallError,
    /// Whether it is answered: OCPP-J has a CALLERROR answer only a CALL, so a malformed
    /// CALLRESULT or CALLERROR is logged and dropped.
    pub answered: bool,
}

/// Reads one text frame.
pub fn parse(text: &str) -> Result<Frame, Unreadable> {
    let unanswerable = |id: Option<&str>, description: &str, answered: bool| Unreadable {
        id: id.unwrap_or(UNREADABLE_ID).to_owned(),
        error: CallError::new(ErrorCode::RpcFrameworkError, description),
        answered,
    };
    let Ok(Value::Array(items)) = serde_json::from_str::<Value>(text) else {
        return Err(unanswerable(None, "not a JSON array", true));
    };
    let id = items.get(1).and_then(Value::as_str).filter(|id| !id.is_empty() && id.len() <= MESSAGE_ID_MAX);
    let Some(kind) = items.first().and_then(Value::as_u64) else {
        return Err(unanswerable(id, "the first element is not a message type number", true));
    };
    let shape = |id: Option<&str>, description: &str| unanswerable(id, description, !matches!(kind, 3 | 4));
    let Some(id) = id else { return Err(shape(None, "no message id of 1 to 36 characters")) };
    let text_at = |i: usize| items.get(i).and_then(Value::as_str).map(str::to_owned);
    match (kind, items.len()) {
        (2, 4) => match text_at(2) {
            Some(action) => Ok(Frame::Call { id: id.to_owned(), action, payload: items[3].clone() }),
            None => Err(shape(Some(id), "the action is not a string")),
        },
        (3, 3) => Ok(Frame::Result { id: id.to_owned(), payload: items[2].clone() }),
        (4, 5) => match (text_at(2), text_at(3)) {
            (Some(code), Some(description)) => {
                Ok(Frame::Error { id: id.to_owned(), code, description, details: items[4].clone() })
            }
            _ => Err(shape(Some(id), "the error code or description is not a string")),
        },
        (2..=4, _) => Err(shape(Some(id), "wrong number of elements for the message type")),
        _ => Err(Unreadable {
            id: id.to_owned(),
            error: CallError::new(ErrorCode::MessageTypeNotSupported, format!("message type {kind}")),
            answered: true,
        }),
    }
}

pub fn call(id: &str, action: &str, payload: &Value) -> String {
    json!([2, id, action, payload]).to_string()
}

pub fn result(id: &str, payload: &Value) -> String {
    json!([3, id, payload]).to_string()
}

pub fn error(id: &str, error: &CallError, version: OcppVersion) -> String {
    json!([4, id, error.code.name(version), error.description, {}]).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str) -> (String, ErrorCode) {
        let unreadable = parse(text).expect_err("refused");
        (unreadable.id, unreadable.error.code)
    }

    #[test]
    fn reads_the_three_message_types() {
        assert_eq!(
            parse(r#"[2,"a","Heartbeat",{}]"#),
            Ok(Frame::Call { id: "a".into(), action: "Heartbeat".into(), payload: json!({}) })
        );
        assert_eq!(
            parse(r#"[3,"b",{"x":1}]"#),
            Ok(Frame::Result { id: "b".into(), payload: json!({"x": 1}) })
        );
        assert!(matches!(parse(r#"[4,"c","NotSupported","no",{}]"#), Ok(Frame::Error { .. })));
    }

    #[test]
    fn a_frame_of_another_shape_is_an_rpc_framework_error_under_its_id_when_readable() {
        assert_eq!(refused("not json"), ("-1".into(), ErrorCode::RpcFrameworkError));
        assert_eq!(refused(r#"{"a":1}"#), ("-1".into(), ErrorCode::RpcFrameworkError));
        assert_eq!(refused(r#"[2,"id1","Heartbeat"]"#), ("id1".into(), ErrorCode::RpcFrameworkError));
        assert_eq!(refused(r#"[2,"id2",7,{}]"#), ("id2".into(), ErrorCode::RpcFrameworkError));
        assert_eq!(refused(r#"["2","id3","Heartbeat",{}]"#), ("id3".into(), ErrorCode::RpcFrameworkError));
        assert_eq!(refused(r#"[2,5,"Heartbeat",{}]"#), ("-1".into(), ErrorCode::RpcFrameworkError));
    }

    #[test]
    fn a_malformed_callresult_or_callerror_is_not_answered() {
        for text in [r#"[3,"r1"]"#, r#"[3,5,{}]"#, r#"[4,"r2",7,"no",{}]"#, r#"[4,"r3","NotSupported"]"#] {
            let unreadable = parse(text).expect_err(text);
            assert!(!unreadable.answered, "{text}");
        }
        assert!(parse(r#"[2,"c1","Heartbeat"]"#).expect_err("a CALL").answered);
        assert!(parse("not json").expect_err("not json").answered);
    }

    #[test]
    fn an_unknown_message_type_is_not_supported() {
        assert_eq!(
            refused(r#"[7,"id4","Heartbeat",{}]"#),
            ("id4".into(), ErrorCode::MessageTypeNotSupported)
        );
    }

    #[test]
    fn frames_written_read_back() {
        let id = "5f0c";
        assert_eq!(
            parse(&call(id, "Reset", &json!({}))).ok(),
            Some(Frame::Call { id: id.into(), action: "Reset".into(), payload: json!({}) })
        );
        let written = error(id, &CallError::new(ErrorCode::NotSupported, "no"), OcppVersion::V201);
        assert_eq!(written, r#"[4,"5f0c","NotSupported","no",{}]"#);
    }

    #[test]
    fn a_1_6_connection_is_answered_in_1_6_error_codes() {
        let spelled = |code: ErrorCode| code.name(OcppVersion::V16);
        assert_eq!(spelled(ErrorCode::FormatViolation), "FormationViolation");
        assert_eq!(spelled(ErrorCode::OccurrenceConstraintViolation), "OccurenceConstraintViolation");
        assert_eq!(spelled(ErrorCode::RpcFrameworkError), "ProtocolError");
        assert_eq!(spelled(ErrorCode::MessageTypeNotSupported), "ProtocolError");
        assert_eq!(spelled(ErrorCode::NotImplemented), "NotImplemented");
        assert_eq!(ErrorCode::FormatViolation.name(OcppVersion::V201), "FormatViolation");
    }
}
