//! A series list's paging (the message log, a session's meter readings): `limit` and `cursor`;
//! `page` is refused, since a series goes by cursor only. It sees every parameter of the query,
//! so it also keeps the rule that none is given twice.

use super::{DEFAULT_LIMIT, ListError, MAX_LIMIT};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CursorPaging {
    pub limit: u32,
    pub cursor: Option<String>,
    seen: Vec<String>,
}

impl Default for CursorPaging {
    fn default() -> CursorPaging {
        CursorPaging { limit: DEFAULT_LIMIT, cursor: None, seen: Vec::new() }
    }
}

impl CursorPaging {
    /// Takes `name=value` when it is paging's (`Ok(true)`); `Ok(false)` for any other name
    /// seen once; a repeated parameter, a limit out of 1 to `MAX_LIMIT` or a `page` is 400.
    pub fn take(&mut self, name: &str, value: &str) -> Result<bool, ListError> {
        if self.seen.iter().any(|seen| seen == name) {
            return Err(ListError::Repeated(name.to_owned()));
        }
        self.seen.push(name.to_owned());
        match name {
            "limit" => {
                let out_of_range =
                    || ListError::OutOfRange { parameter: name.to_owned(), min: 1, max: MAX_LIMIT };
                self.limit =
                    value.parse().ok().filter(|l| (1..=MAX_LIMIT).contains(l)).ok_or_else(out_of_range)?;
            }
            "cursor" => self.cursor = Some(value.to_owned()),
            "page" => return Err(ListError::WrongPaging { by_cursor: true }),
            _ => return Ok(false),
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paging_takes_its_own_parameters_and_refuses_a_repeat_of_any() {
        let mut paging = CursorPaging::default();
        assert_eq!(paging.limit, DEFAULT_LIMIT);
        assert!(paging.take("limit", "7").expect("a limit"));
        assert!(paging.take("cursor", "abc").expect("a cursor"));
        assert_eq!((paging.limit, paging.cursor.as_deref()), (7, Some("abc")));
        assert!(!paging.take("sort", "at").expect("not paging's"));
        assert!(matches!(paging.take("sort", "-at"), Err(ListError::Repeated(name)) if name == "sort"));
    }

    #[test]
    fn a_limit_out_of_range_and_a_page_are_refused() {
        for limit in ["0", "101", "ten", "-1"] {
            assert!(CursorPaging::default().take("limit", limit).is_err(), "{limit}");
        }
        let page = CursorPaging::default().take("page", "2");
        assert!(matches!(page, Err(ListError::WrongPaging { by_cursor: true })));
    }
}
