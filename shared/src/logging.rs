//! Structured JSON logs to stdout (CloudWatch in AWS). `RUST_LOG` filters; default `info`.

use tracing::Level;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::prelude::*;

pub fn init() {
    let _ = tracing_subscriber::fmt()
        .json()
        .with_current_span(false)
        .with_target(false)
        .without_time()
        .finish()
        .with(filter(std::env::var("RUST_LOG").ok().as_deref()))
        .try_init();
}

/// `RUST_LOG` as a level (`warn`) or `target=level` directives (`shared=debug,warn`); unset or
/// unreadable, `info`. Directives by target, not `EnvFilter`'s span and field matching: that
/// would link a regex engine into every function for a filter no deployment uses.
pub fn filter(directives: Option<&str>) -> Targets {
    directives.and_then(|d| d.parse().ok()).unwrap_or_else(|| Targets::new().with_default(Level::INFO))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tracing_subscriber::filter::LevelFilter;

    #[test]
    fn rust_log_takes_a_level_or_directives_by_target_and_defaults_to_info() {
        assert_eq!(filter(None).default_level(), Some(LevelFilter::INFO));
        assert_eq!(filter(Some("warn")).default_level(), Some(LevelFilter::WARN));
        let targets = filter(Some("shared=debug,warn"));
        assert!(targets.would_enable("shared::store", &Level::DEBUG));
        assert!(!targets.would_enable("aws_smithy_runtime", &Level::INFO));
        assert_eq!(filter(Some("=nonsense=")).default_level(), Some(LevelFilter::INFO));
    }
}
