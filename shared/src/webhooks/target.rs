//! Where a webhook may point. Deployed, only https URLs whose host resolves to public
//! addresses only: a private, loopback, link-local (the cloud metadata service),
//! shared-address or otherwise special address is refused (SSRF). The host is resolved again
//! at every delivery, so a name that later points inside is refused then too. The local
//! runner allows http and private addresses, so tests and `make dev` can use loopback.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use crate::domain::webhook::url_parts;

pub use crate::domain::webhook::TargetPolicy;

/// Why a URL may not be a webhook target; the message names the rule, never an address
/// the caller did not give.
pub async fn check(url: &str, policy: TargetPolicy) -> Result<Vec<std::net::SocketAddr>, String> {
    let parts = url_parts(url).ok_or("must be an absolute http or https URL")?;
    if policy == TargetPolicy::Deployed && !parts.https {
        return Err("must be an https URL".into());
    }
    let addresses: Vec<std::net::SocketAddr> = match parts.host.parse::<IpAddr>() {
        Ok(ip) => vec![(ip, parts.port).into()],
        Err(_) => tokio::net::lookup_host((parts.host.as_str(), parts.port))
            .await
            .map_err(|_| "host does not resolve".to_owned())?
            .collect(),
    };
    if addresses.is_empty() {
        return Err("host does not resolve".into());
    }
    if policy == TargetPolicy::Deployed && addresses.iter().any(|a| !is_public(a.ip())) {
        return Err("must not point at a private, loopback or link-local address".into());
    }
    Ok(addresses)
}

/// Whether an address is on the public internet.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => public_v4(v4),
            None => public_v6(v6),
        },
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    !(ip.is_private()
        || ip.is_loopback()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_documentation()
        || ip.is_multicast()
        || a == 0
        || (a == 100 && (64..128).contains(&b)) // shared address space (RFC 6598)
        || (a == 192 && b == 0) // IETF protocol assignments
        || (a == 198 && (18..20).contains(&b)) // benchmarking
        || a >= 240)
}

fn public_v6(ip: Ipv6Addr) -> bool {
    let segments = ip.segments();
    let first = segments[0];
    !(ip.is_loopback()
        || ip.is_unspecified()
        || ip.is_multicast()
        || (first & 0xfe00) == 0xfc00 // unique local
        || (first & 0xffc0) == 0xfe80 // link-local
        || (first & 0xffc0) == 0xfec0 // site-local (deprecated)
        || first == 0x2002 // 6to4: wraps an IPv4 address
        || (first == 0x0064 && segments[1] == 0xff9b) // NAT64: reaches IPv4 inside
        || segments[..6].iter().all(|s| *s == 0) // IPv4-compatible
        || first == 0x2001 && segments[1] == 0x0db8) // documentation
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_addresses_are_not_public() {
        for private in [
            "10.0.0.1",
            "172.16.5.4",
            "192.168.1.1",
            "127.0.0.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:10.0.0.1",
        ] {
            assert!(!is_public(private.parse().unwrap()), "{private}");
        }
        for public in ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[tokio::test]
    async fn deployed_targets_are_https_to_public_addresses() {
        assert!(check("http://93.184.216.34/hook", TargetPolicy::Deployed).await.is_err());
        assert!(check("https://127.0.0.1/hook", TargetPolicy::Deployed).await.is_err());
        assert!(check("https://169.254.169.254/latest", TargetPolicy::Deployed).await.is_err());
        assert!(check("https://[::1]:8443/hook", TargetPolicy::Deployed).await.is_err());
        assert!(check("https://93.184.216.34/hook", TargetPolicy::Deployed).await.is_ok());
        assert!(check("http://127.0.0.1:9/hook", TargetPolicy::Local).await.is_ok());
    }
}
