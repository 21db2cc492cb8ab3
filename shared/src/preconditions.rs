//! Conditional requests on single resources: `ETag` names the stored revision (the `version`
//! attribute every write increments), `If-Match` makes PATCH and DELETE conditional on it
//! (409 CONFLICT when it moved on), `If-None-Match` on GET answers 304 when it has not.

use http::HeaderMap;

use crate::error::ApiError;
use crate::store::entity::IfMatch;
use http::header::{IF_MATCH, IF_NONE_MATCH};

/// A strong ETag for a revision. One resource URL has one representation per revision (the
/// version prefix is part of the URL), so the revision alone is a sound strong validator.
pub fn etag(revision: i64) -> String {
    format!("\"{revision}\"")
}

fn parse_tag(tag: &str) -> i64 {
    tag.trim()
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .and_then(|t| t.parse::<i64>().ok())
        .filter(|&r| r > 0)
        .unwrap_or(0)
}

fn header_values(headers: &HeaderMap, name: http::HeaderName) -> Option<Vec<String>> {
    let values: Vec<String> = headers
        .get_all(name)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
        .collect();
    (!values.is_empty()).then_some(values)
}

/// Most ETags one `If-Match` may list (each becomes a value in the write's condition).
pub const IF_MATCH_MAX: usize = 20;

pub fn if_match(headers: &HeaderMap) -> Result<Option<IfMatch>, ApiError> {
    let Some(tags) = header_values(headers, IF_MATCH) else { return Ok(None) };
    if tags.iter().any(|t| t == "*") {
        return Ok(Some(IfMatch::Any));
    }
    if tags.len() > IF_MATCH_MAX {
        return Err(ApiError::invalid_parameter("If-Match", format!("list at most {IF_MATCH_MAX} ETags")));
    }
    // Weak tags never match under If-Match's strong comparison (RFC 9110 13.1.1).
    let mut revisions: Vec<i64> =
        tags.iter().map(|t| if t.starts_with("W/") { 0 } else { parse_tag(t) }).collect();
    revisions.sort_unstable();
    revisions.dedup();
    Ok(Some(IfMatch::Revisions(revisions)))
}

/// Whether `If-None-Match` names this revision (weak comparison, so `W/"3"` matches `"3"`).
pub fn none_match_hits(headers: &HeaderMap, revision: i64) -> bool {
    header_values(headers, IF_NONE_MATCH).is_some_and(|tags| {
        tags.iter().any(|t| t == "*" || parse_tag(t.strip_prefix("W/").unwrap_or(t)) == revision)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(name: http::HeaderName, value: &str) -> HeaderMap {
        let mut map = HeaderMap::new();
        map.insert(name, value.parse().unwrap());
        map
    }

    #[test]
    fn if_match_reads_star_lists_and_foreign_tags() {
        let read = |value: &str| if_match(&headers(IF_MATCH, value)).unwrap();
        assert_eq!(if_match(&HeaderMap::new()).unwrap(), None);
        assert_eq!(read("*"), Some(IfMatch::Any));
        assert_eq!(read("\"4\", \"3\", \"4\""), Some(IfMatch::Revisions(vec![3, 4])));
        assert_eq!(read("W/\"3\""), Some(IfMatch::Revisions(vec![0])));
        assert_eq!(read("\"abc\""), Some(IfMatch::Revisions(vec![0])));
        let many = (1..=21).map(|i| format!("\"{i}\"")).collect::<Vec<_>>().join(", ");
        assert!(if_match(&headers(IF_MATCH, &many)).is_err());
    }

    #[test]
    fn if_none_match_compares_weakly() {
        assert!(none_match_hits(&headers(IF_NONE_MATCH, "\"3\""), 3));
        assert!(none_match_hits(&headers(IF_NONE_MATCH, "W/\"3\""), 3));
        assert!(none_match_hits(&headers(IF_NONE_MATCH, "*"), 3));
        assert!(!none_match_hits(&headers(IF_NONE_MATCH, "\"2\""), 3));
        assert!(!none_match_hits(&HeaderMap::new(), 3));
    }
}
