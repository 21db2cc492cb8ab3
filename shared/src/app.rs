//! Process-wide state, built once per Lambda instance (or per local runner): configuration,
//! the DynamoDB client, the authenticator with its caches.

use std::sync::Arc;

use crate::auth::Authenticator;
use crate::config::Config;
use crate::list::CursorKey;
use crate::rate_limit::RateLimiter;
use crate::store::Store;

pub struct App {
    pub config: Config,
    pub store: Store,
    pub auth: Authenticator,
    pub cursor_key: CursorKey,
    pub rate_limiter: RateLimiter,
    pub emitter: crate::webhooks::emit::Emitter,
}

impl App {
    pub async fn new(config: Config) -> Arc<App> {
        let store = Store::connect(&config);
        Arc::new(App::with_store(config, store))
    }

    pub fn with_store(config: Config, store: Store) -> App {
        App {
            auth: Authenticator::new(&config),
            cursor_key: CursorKey::new(config.cursor_key),
            rate_limiter: RateLimiter::with_timeout(config.counter_timeout),
            emitter: crate::webhooks::emit::Emitter::new(config.auth_cache_ttl),
            store: store.with_subscription_ttl(config.auth_cache_ttl),
            config,
        }
    }

    pub async fn from_env() -> Result<Arc<App>, String> {
        Ok(App::new(Config::from_env()?).await)
    }
}
