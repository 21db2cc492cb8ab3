//! Reads `template.yaml`: which function serves which route, and the table definition. The
//! template is the one source of truth for routing and keys; the runner never hard-codes them.

use serde_yaml_ng::Value;
use std::path::{Path, PathBuf};

/// One `Type: HttpApi` event: a route, or the `$default` catch-all when path and method are absent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RouteSpec {
    /// `None` for `$default`.
    pub method: Option<String>,
    pub path: Option<String>,
    /// The function's binary (Metadata.BuildProperties.Binary).
    pub binary: String,
}

#[derive(Debug, Clone)]
pub struct IndexSpec {
    pub name: String,
    pub hash_key: String,
    pub range_key: Option<String>,
    pub projection: String,
}

#[derive(Debug, Clone)]
pub struct TableSpec {
    pub attributes: Vec<(String, String)>,
    pub hash_key: String,
    pub range_key: Option<String>,
    pub indexes: Vec<IndexSpec>,
    pub ttl_attribute: Option<String>,
}

#[derive(Debug, Clone)]
pub struct Template {
    pub routes: Vec<RouteSpec>,
    pub table: TableSpec,
}

/// The repository's template.yaml (the runner is one level below the workspace root).
pub fn default_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("template.yaml")
}

impl Template {
    pub fn load(path: &Path) -> Result<Template, String> {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Template::parse(&text)
    }

    pub fn parse(text: &str) -> Result<Template, String> {
        let doc: Value =
            serde_yaml_ng::from_str(text).map_err(|e| format!("template.yaml is not YAML: {e}"))?;
        let resources =
            doc.get("Resources").and_then(Value::as_mapping).ok_or("template has no Resources")?;
        let mut routes = Vec::new();
        let mut table = None;
        for (name, resource) in resources {
            let name = name.as_str().unwrap_or_default();
            match resource.get("Type").and_then(Value::as_str) {
                Some("AWS::Serverless::Function") => routes.extend(function_routes(name, resource)?),
                Some("AWS::DynamoDB::Table") => table = Some(table_spec(resource)?),
                _ => {}
            }
        }
        if routes.iter().filter(|r| r.path.is_none()).count() > 1 {
            return Err("template has more than one $default route".into());
        }
        Ok(Template { routes, table: table.ok_or("template has no AWS::DynamoDB::Table")? })
    }
}

fn text(value: &Value, path: &[&str]) -> Option<String> {
    let mut node = value;
    for key in path {
        node = node.get(*key)?;
    }
    node.as_str().map(str::to_owned)
}

fn function_routes(name: &str, resource: &Value) -> Result<Vec<RouteSpec>, String> {
    let binary = text(resource, &["Metadata", "BuildProperties", "Binary"])
        .ok_or(format!("function {name} has no Metadata.BuildProperties.Binary"))?;
    let mut routes = Vec::new();
    let events = resource.get("Properties").and_then(|p| p.get("Events")).and_then(Value::as_mapping);
    for (event_name, event) in events.into_iter().flatten() {
        if event.get("Type").and_then(Value::as_str) != Some("HttpApi") {
            continue;
        }
        let event_name = event_name.as_str().unwrap_or_default();
        let where_ = || format!("function {name}, event {event_name}");
        let properties = event.get("Properties").cloned().unwrap_or(Value::Null);
        let (method, path) = (properties.get("Method"), properties.get("Path"));
        let route = match (method, path) {
            // API Gateway's catch-all: an HttpApi event with neither.
            (None, None) => RouteSpec { method: None, path: None, binary: binary.clone() },
            (Some(method), Some(path)) => RouteSpec {
                method: Some(route_method(method).ok_or_else(|| {
                    format!("{}: Method must be an HTTP method or ANY, as plain text", where_())
                })?),
                path: Some(route_path(path).ok_or_else(|| {
                    format!(
                        "{}: Path must be plain text starting with '/' (no !Sub or other intrinsic: the runner cannot resolve it)",
                        where_()
                    )
                })?),
                binary: binary.clone(),
            },
            // Half a route is neither a route nor the catch-all: refuse it rather than guess.
            _ => return Err(format!("{}: give both Method and Path, or neither for $default", where_())),
        };
        routes.push(route);
    }
    Ok(routes)
}

const METHODS: [&str; 8] = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "ANY"];

/// Plain text only: `as_str` would see through a tag such as `!Sub`, whose value is not the
/// path API Gateway routes on.
fn plain(value: &Value) -> Option<&str> {
    match value {
        Value::String(text) => Some(text),
        _ => None,
    }
}

fn route_method(value: &Value) -> Option<String> {
    let method = plain(value)?.to_uppercase();
    METHODS.contains(&method.as_str()).then_some(method)
}

fn route_path(value: &Value) -> Option<String> {
    plain(value).filter(|p| p.starts_with('/')).map(str::to_owned)
}

fn key_schema(node: Option<&Value>) -> Result<(String, Option<String>), String> {
    let mut hash = None;
    let mut range = None;
    for key in node.and_then(Value::as_sequence).ok_or("KeySchema missing")? {
        let name = text(key, &["AttributeName"]).ok_or("KeySchema entry without AttributeName")?;
        match text(key, &["KeyType"]).as_deref() {
            Some("HASH") => hash = Some(name),
            Some("RANGE") => range = Some(name),
            _ => return Err("KeySchema entry with unknown KeyType".into()),
        }
    }
    Ok((hash.ok_or("KeySchema without HASH key")?, range))
}

fn table_spec(resource: &Value) -> Result<TableSpec, String> {
    let properties = resource.get("Properties").ok_or("table without Properties")?;
    let attributes = properties
        .get("AttributeDefinitions")
        .and_then(Value::as_sequence)
        .ok_or("table without AttributeDefinitions")?
        .iter()
        .map(|a| Some((text(a, &["AttributeName"])?, text(a, &["AttributeType"])?)))
        .collect::<Option<Vec<_>>>()
        .ok_or("malformed AttributeDefinitions")?;
    let (hash_key, range_key) = key_schema(properties.get("KeySchema"))?;
    let mut indexes = Vec::new();
    for index in properties.get("GlobalSecondaryIndexes").and_then(Value::as_sequence).into_iter().flatten() {
        let (hash, range) = key_schema(index.get("KeySchema"))?;
        indexes.push(IndexSpec {
            name: text(index, &["IndexName"]).ok_or("index without IndexName")?,
            hash_key: hash,
            range_key: range,
            projection: text(index, &["Projection", "ProjectionType"]).unwrap_or_else(|| "ALL".into()),
        });
    }
    let ttl_attribute = text(properties, &["TimeToLiveSpecification", "AttributeName"]);
    Ok(TableSpec { attributes, hash_key, range_key, indexes, ttl_attribute })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_repository_template_parses() {
        let template = Template::load(&default_path()).unwrap();
        assert!(
            template
                .routes
                .iter()
                .any(|r| r.path.as_deref() == Some("/v2/inventory-service/sites/{site_id}"))
        );
        assert_eq!(template.routes.iter().filter(|r| r.path.is_none()).count(), 1, "one $default route");
        assert_eq!(template.table.hash_key, "PK");
        assert!(template.table.indexes.len() >= 4);
    }

    /// A template with one function whose HttpApi event has `properties`, and a table.
    fn with_event(properties: &str) -> Result<Template, String> {
        Template::parse(&format!(
            "Resources:
  Fn:
    Type: AWS::Serverless::Function
    Metadata: {{BuildProperties: {{Binary: inventory}}}}
    Properties:
      Events:
        Route:
          Type: HttpApi
          Properties: {properties}
  Table:
    Type: AWS::DynamoDB::Table
    Properties:
      AttributeDefinitions: [{{AttributeName: PK, AttributeType: S}}]
      KeySchema: [{{AttributeName: PK, KeyType: HASH}}]
"
        ))
    }

    #[test]
    fn a_route_with_method_and_path_is_read_and_any_is_a_method() {
        let template = with_event("{Method: any, Path: '/things/{id}'}").unwrap();
        assert_eq!(template.routes[0].method.as_deref(), Some("ANY"));
        assert_eq!(template.routes[0].path.as_deref(), Some("/things/{id}"));
    }

    #[test]
    fn an_event_with_neither_method_nor_path_is_the_default_route() {
        let template = with_event("{}").unwrap();
        assert_eq!((template.routes[0].method.as_deref(), template.routes[0].path.as_deref()), (None, None));
    }

    #[test]
    fn what_the_runner_cannot_route_is_refused_not_turned_into_the_default_route() {
        for properties in [
            "{Path: /things}",
            "{Method: GET}",
            "{Method: GET, Path: !Sub '/${Stage}/things'}",
            "{Method: FETCH, Path: /things}",
            "{Method: GET, Path: things}",
        ] {
            let refused = with_event(properties).map(|t| format!("{:?}", t.routes)).unwrap_err();
            assert!(refused.contains("function Fn, event Route"), "{properties}: {refused}");
        }
    }
}
