//! Reads `template.yaml`: which function serves which route, and the table definition. The
//! template is the one source of truth for routing and keys; the runner never hard-codes them.

use serde_yaml::Value;
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
        let doc: Value = serde_yaml::from_str(text).map_err(|e| format!("template.yaml is not YAML: {e}"))?;
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
    for (_, event) in events.into_iter().flatten() {
        if event.get("Type").and_then(Value::as_str) != Some("HttpApi") {
            continue;
        }
        let properties = event.get("Properties").cloned().unwrap_or(Value::Null);
        routes.push(RouteSpec {
            method: text(&properties, &["Method"]).map(|m| m.to_uppercase()),
            path: text(&properties, &["Path"]),
            binary: binary.clone(),
        });
    }
    Ok(routes)
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
}
