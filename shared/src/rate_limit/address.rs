//! Where a request comes from, as the rate limits and the failed-authentication guard count
//! it. An IPv6 client is usually handed a whole /64 and can pick any address in it, so
//! counting the full /128 would give it 2^64 budgets: IPv6 addresses count by their /64. An
//! IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) is that IPv4 address.

use std::fmt;
use std::net::{IpAddr, Ipv6Addr};

/// A source address aggregated to what one client controls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Source(IpAddr);

impl Source {
    pub fn of(ip: IpAddr) -> Source {
        match ip {
            IpAddr::V4(v4) => Source(IpAddr::V4(v4)),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => Source(IpAddr::V4(v4)),
                None => Source(IpAddr::V6(Ipv6Addr::from(v6.to_bits() & !u128::from(u64::MAX)))),
            },
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            IpAddr::V4(v4) => write!(f, "{v4}"),
            IpAddr::V6(v6) => write!(f, "{v6}/64"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(text: &str) -> Source {
        Source::of(text.parse().unwrap())
    }

    #[test]
    fn ipv6_addresses_count_by_their_64() {
        let one = source("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
        assert_eq!(one, source("2001:db8:1:2::1"));
        assert_eq!(one, source("2001:db8:1:2:ffff:ffff:ffff:ffff"));
        assert_ne!(one, source("2001:db8:1:3::1"), "the next /64 is someone else");
        assert_eq!(one.to_string(), "2001:db8:1:2::/64");
    }

    #[test]
    fn ipv4_addresses_count_alone_mapped_or_not() {
        assert_eq!(source("::ffff:192.0.2.1"), source("192.0.2.1"));
        assert_ne!(source("192.0.2.1"), source("192.0.2.2"));
        assert_eq!(source("::ffff:192.0.2.1").to_string(), "192.0.2.1");
        assert_eq!(source("::1").to_string(), "::/64");
    }
}
