//! Request ids: the caller's `X-Request-Id` when it is sane, otherwise a fresh one.

/// Accepts 1..=128 characters of letters, digits and `-_.:`; anything else is replaced, so a
/// request id is always safe to echo in headers and logs.
pub fn resolve(header: Option<&str>) -> String {
    match header {
        Some(id) if is_sane(id) => id.to_owned(),
        _ => format!("req_{}", uuid::Uuid::now_v7().simple()),
    }
}

fn is_sane(id: &str) -> bool {
    (1..=128).contains(&id.len())
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sane_ids_are_kept_and_others_replaced() {
        assert_eq!(resolve(Some("abc-123")), "abc-123");
        assert!(resolve(Some("bad id\r\n")).starts_with("req_"));
        assert!(resolve(Some(&"x".repeat(129))).starts_with("req_"));
        assert!(resolve(None).starts_with("req_"));
    }
}
