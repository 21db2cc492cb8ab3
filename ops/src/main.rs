//! platform-admin: operator CLI for tenants.
//!
//!   platform-admin create-org --name NAME --tier TIER --owner-email EMAIL
//!   platform-admin suspend-org ORG_ID
//!   platform-admin reactivate-org ORG_ID
//!   platform-admin set-plan ORG_ID --tier TIER [--per-minute N --per-hour N --burst N]
//!   platform-admin backfill-visibility ORG_ID
//!
//! Environment: TABLE_NAME (required); DYNAMODB_ENDPOINT for DynamoDB Local, otherwise AWS.

use std::process::ExitCode;

const USAGE: &str = "usage:
  platform-admin create-org --name NAME --tier free|developer|business|enterprise --owner-email EMAIL
  platform-admin suspend-org ORG_ID
  platform-admin reactivate-org ORG_ID
  platform-admin set-plan ORG_ID --tier TIER [--per-minute N --per-hour N --burst N]  (limits: enterprise only)
  platform-admin backfill-visibility ORG_ID  (once, after deploying the visibility index; best while its assets are quiet)
environment: TABLE_NAME (required), DYNAMODB_ENDPOINT (DynamoDB Local; unset for AWS)";

fn flag(args: &[String], name: &str) -> Option<String> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned()
}

#[tokio::main]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = async {
        let store = platform_admin::store_from_env().await?;
        match args.first().map(String::as_str) {
            Some("create-org") => {
                let name = flag(&args, "--name").ok_or(USAGE)?;
                let tier = flag(&args, "--tier").ok_or(USAGE)?;
                let email = flag(&args, "--owner-email").ok_or(USAGE)?;
                platform_admin::create_org(&store, &name, &tier, &email).await
            }
            Some("suspend-org") => {
                platform_admin::set_suspended(&store, args.get(1).ok_or(USAGE)?, true).await
            }
            Some("reactivate-org") => {
                platform_admin::set_suspended(&store, args.get(1).ok_or(USAGE)?, false).await
            }
            Some("set-plan") => {
                let org = args.get(1).ok_or(USAGE)?;
                let tier = flag(&args, "--tier").ok_or(USAGE)?;
                let number = |name: &str| {
                    flag(&args, name)
                        .map(|v| v.parse::<u32>().map_err(|_| format!("{name} must be a whole number")))
                };
                let limits = match (number("--per-minute"), number("--per-hour"), number("--burst")) {
                    (None, None, None) => None,
                    (Some(m), Some(h), Some(b)) => Some([m?, h?, b?]),
                    _ => return Err("give --per-minute, --per-hour and --burst together".to_owned()),
                };
                platform_admin::set_plan(&store, org, &tier, limits).await
            }
            Some("backfill-visibility") => {
                platform_admin::backfill_visibility(&store, args.get(1).ok_or(USAGE)?).await
            }
            _ => Err(USAGE.to_owned()),
        }
    }
    .await;
    match result {
        Ok(output) => {
            println!("{}", serde_json::to_string_pretty(&output).unwrap_or_default());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
