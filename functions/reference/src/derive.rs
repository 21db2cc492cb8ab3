//! One major version's OpenAPI document, derived from docs/openapi.yaml.
//!
//! docs/openapi.yaml describes every route once for all three servers (unprefixed, /v1, /v2).
//! What differs by major version is marked there or told apart by shape:
//! - `x-api-versions: [v1]` on a parameter: only those versions take it (`page` in v1, `cursor`
//!   in v2); the others answer it with 400, so their document leaves it out. On a property:
//!   only those versions' bodies have it (`legacy_id` in v2);
//! - `x-enum-by-version: {v1: [...], v2: [...]}` beside an `enum`: the values each version takes
//!   (a version it leaves out takes any value of the type);
//! - a `oneOf`/`anyOf` whose branches are one thing in each version's form (an id as `sit_…` or
//!   as a UUID, a timestamp as Unix seconds or RFC 3339, offset or cursor pagination, the v1
//!   error string or the error object): the version keeps its own branch, inlined, so that no
//!   generated client has to guess between two forms (see `form_of`).
//!
//! Components nothing refers to any more (the other version's forms) are dropped, and the
//! servers become the version's one, at `SERVER` (the served document puts the deployment's
//! base URL there). Build-time code (build.rs) and the unit tests run this module; the function
//! serves what it produced.

use serde_yaml_ng::{Mapping, Value};
use std::collections::BTreeSet;

/// Stands for the deployment's base URL in a derived document's `servers` (a string that no
/// JSON text of the document can otherwise contain: braces are not URL characters).
pub const SERVER: &str = "{{deployment}}";

/// A major version of the API, as docs/openapi.yaml's markers name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    V1,
    V2,
}

impl Version {
    pub const ALL: [Version; 2] = [Version::V1, Version::V2];

    pub fn name(self) -> &'static str {
        match self {
            Version::V1 => "v1",
            Version::V2 => "v2",
        }
    }
}

/// The sections of `components` whose entries are referred to by `$ref` (the security schemes
/// are named by `security` instead, and all stay).
const REFERABLE: [&str; 5] = ["schemas", "parameters", "responses", "headers", "requestBodies"];

/// `version`'s document from the whole source document.
pub fn derive(source: &Value, version: Version) -> Result<Value, String> {
    let deriver = Deriver { source, version };
    let mut out = deriver.view(source);
    // A path or operation served elsewhere than under the version's prefix (at the root, say)
    // names its own `servers`: they move to the deployment too.
    let origin =
        source.get("servers").and_then(|s| s.get(0)).and_then(|s| s.get("url")).and_then(Value::as_str);
    if let (Some(origin), Some(paths)) = (origin, out.get_mut("paths")) {
        rebase_servers(paths, origin);
    }
    let root = out.as_mapping_mut().ok_or("the document is not a mapping")?;
    let servers = deriver.servers()?;
    root.insert("servers".into(), servers);
    if let Some(Value::Mapping(info)) = root.get_mut("info") {
        let title = info.get("title").and_then(Value::as_str).unwrap_or("API").to_owned();
        info.insert("title".into(), format!("{title} ({})", version.name()).into());
    }
    drop_unreferenced(root);
    Ok(out)
}

struct Deriver<'a> {
    source: &'a Value,
    version: Version,
}

/// Which version's form a branch of a union is, if it is one.
#[derive(PartialEq)]
enum Form {
    Of(Version),
    /// `type: 'null'`: stays beside whichever form is kept.
    Null,
    /// Integer or plain string beside an RFC 3339 string: Unix seconds (v1), as a number or
    /// as the digits of a query parameter.
    Seconds,
    Other,
}

fn form_of(branch: &Value) -> Form {
    if let Some(reference) = branch.get("$ref").and_then(Value::as_str) {
        let name = reference.strip_prefix("#/components/schemas/").unwrap_or_default();
        return match name {
            "Uuid" | "CursorPagination" | "Error" => Form::Of(Version::V2),
            "OffsetPagination" | "ErrorV1" => Form::Of(Version::V1),
            _ if name.starts_with("Legacy") && name.ends_with("Id") => Form::Of(Version::V1),
            _ => Form::Other,
        };
    }
    match (branch.get("type").and_then(Value::as_str), branch.get("format").and_then(Value::as_str)) {
        (Some("null"), _) => Form::Null,
        (Some("string"), Some("date-time")) => Form::Of(Version::V2),
        (Some("integer" | "string"), None) => Form::Seconds,
        _ => Form::Other,
    }
}

impl Deriver<'_> {
    fn view(&self, node: &Value) -> Value {
        match node {
            Value::Mapping(map) => self.view_mapping(map),
            Value::Sequence(items) => Value::Sequence(
                items.iter().filter(|item| self.takes(item)).map(|item| self.view(item)).collect(),
            ),
            other => other.clone(),
        }
    }

    fn view_mapping(&self, map: &Mapping) -> Value {
        let mut out = Mapping::new();
        for (key, value) in map {
            match key.as_str() {
                Some("x-api-versions") => {}
                // A version it names nothing for takes any value of the type (v1's free-text
                // `stop_reason`).
                Some("x-enum-by-version") => {
                    if let Some(values) = value.get(self.version.name()) {
                        out.insert("enum".into(), values.clone());
                    }
                }
                // Replaced by `x-enum-by-version` wherever both stand.
                Some("enum") if map.contains_key("x-enum-by-version") => {}
                Some("properties") if value.is_mapping() => {
                    let kept = value.as_mapping().into_iter().flatten().filter(|(_, p)| self.takes(p));
                    let kept = kept.map(|(name, p)| (name.clone(), self.view(p)));
                    out.insert(key.clone(), Value::Mapping(kept.collect()));
                }
                _ => {
                    out.insert(key.clone(), self.view(value));
                }
            }
        }
        for union in ["oneOf", "anyOf"] {
            if let Some(Value::Sequence(branches)) = out.get(union) {
                if let Some((kept, named)) = self.keep_own_form(branches) {
                    out.remove(union);
                    // A component's own description is its version's; an inline branch's
                    // union says more than the branch.
                    if named && kept.get("description").is_some() {
                        out.remove("description");
                    }
                    return merge(out, kept);
                }
                if let Some(kept) = self.nullable_value(branches) {
                    out.remove(union);
                    return merge(out, kept);
                }
            }
        }
        Value::Mapping(out)
    }

    /// A union of one value (a string, number, integer or boolean, inline or a component) and
    /// null as that value's schema with `type: [T, 'null']`: the OpenAPI 3.1 spelling every
    /// generator reads (some fail on a null branch of a union).
    fn nullable_value(&self, branches: &[Value]) -> Option<Value> {
        let [first, second] = branches else { return None };
        let value = match (form_of(first), form_of(second)) {
            (_, Form::Null) => first,
            (Form::Null, _) => second,
            _ => return None,
        };
        let value = self.inlined(value);
        let scalar = matches!(
            value.get("type").and_then(Value::as_str),
            Some("string" | "number" | "integer" | "boolean")
        );
        let composite = ["oneOf", "anyOf", "allOf", "$ref"].iter().any(|k| value.get(*k).is_some());
        (scalar && !composite).then(|| nullable(value))
    }

    /// Of a union of one thing in both versions' forms (and perhaps null), this version's form
    /// as one schema, and whether it was a named component; `None` for any other union.
    fn keep_own_form(&self, branches: &[Value]) -> Option<(Value, bool)> {
        let forms: Vec<Form> = branches.iter().map(form_of).collect();
        let dated =
            forms.contains(&Form::Of(Version::V2)) && !branches.iter().any(|b| b.get("$ref").is_some());
        let own = |form: &Form| match form {
            Form::Of(version) => *version == self.version,
            // Unix seconds are v1's form only beside an RFC 3339 branch.
            Form::Seconds => dated && self.version == Version::V1,
            _ => false,
        };
        let other = |form: &Form| match form {
            Form::Of(version) => *version != self.version,
            Form::Seconds => dated && self.version == Version::V2,
            _ => false,
        };
        let paired =
            forms.iter().filter(|f| own(f)).count() == 1 && forms.iter().filter(|f| other(f)).count() == 1;
        let rest_null = forms.iter().all(|f| own(f) || other(f) || *f == Form::Null);
        if !paired || !rest_null {
            return None;
        }
        let kept = branches.iter().zip(&forms).find(|(_, f)| own(f)).map(|(b, _)| b)?;
        let named = kept.get("$ref").is_some();
        let mut kept = self.inlined(kept);
        if forms.contains(&Form::Null) {
            kept = nullable(kept);
        }
        Some((kept, named))
    }

    /// A branch to stand in its union's place: a component it names is copied in, so that no
    /// client sees an alias of an alias.
    fn inlined(&self, branch: &Value) -> Value {
        let target = branch
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| r.strip_prefix("#/components/schemas/"))
            .and_then(|name| self.source.get("components")?.get("schemas")?.get(name));
        match target {
            Some(schema) => self.view(schema),
            None => branch.clone(),
        }
    }

    /// Whether this version takes a parameter (an item of a `parameters` list) or has a property.
    fn takes(&self, item: &Value) -> bool {
        let mut parameter = item;
        if let Some(name) =
            item.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix("#/components/parameters/"))
        {
            match self.source.get("components").and_then(|c| c.get("parameters")).and_then(|p| p.get(name)) {
                Some(found) => parameter = found,
                None => return true,
            }
        }
        match parameter.get("x-api-versions").and_then(Value::as_sequence) {
            Some(versions) => versions.iter().any(|v| v.as_str() == Some(self.version.name())),
            None => true,
        }
    }

    /// The source's server for this version, at `SERVER`.
    fn servers(&self) -> Result<Value, String> {
        let suffix = format!("/{}", self.version.name());
        let servers = self.source.get("servers").and_then(Value::as_sequence).ok_or("no servers")?;
        let server = servers
            .iter()
            .find(|s| s.get("url").and_then(Value::as_str).is_some_and(|u| u.ends_with(&suffix)))
            .ok_or_else(|| format!("no server for {suffix}"))?;
        let mut server = server.as_mapping().cloned().ok_or("a server is not a mapping")?;
        server.insert("url".into(), format!("{SERVER}{suffix}").into());
        Ok(Value::Sequence(vec![Value::Mapping(server)]))
    }
}

/// Every `servers` URL under `node` that starts at `origin` (the source's own server) starts at
/// `SERVER` instead.
fn rebase_servers(node: &mut Value, origin: &str) {
    match node {
        Value::Mapping(map) => {
            for (key, value) in map.iter_mut() {
                if key.as_str() == Some("servers")
                    && let Value::Sequence(servers) = value
                {
                    for server in servers.iter_mut() {
                        let rebased = server
                            .get("url")
                            .and_then(Value::as_str)
                            .and_then(|url| url.strip_prefix(origin))
                            .map(|rest| format!("{SERVER}{rest}"));
                        if let (Some(url), Value::Mapping(server)) = (rebased, server) {
                            server.insert("url".into(), url.into());
                        }
                    }
                } else {
                    rebase_servers(value, origin);
                }
            }
        }
        Value::Sequence(items) => items.iter_mut().for_each(|item| rebase_servers(item, origin)),
        _ => {}
    }
}

/// `schema` with the keys of the union's own node (its description, say) laid over it.
fn merge(own: Mapping, kept: Value) -> Value {
    let mut merged = match kept {
        Value::Mapping(map) => map,
        other => return other,
    };
    for (key, value) in own {
        merged.insert(key, value);
    }
    Value::Mapping(merged)
}

/// `schema` or null: `type: [T, 'null']` for a typed schema, else `anyOf` with null.
fn nullable(schema: Value) -> Value {
    let Value::Mapping(mut map) = schema else { return schema };
    match map.get("type").and_then(Value::as_str).map(str::to_owned) {
        Some(single) => {
            map.insert("type".into(), Value::Sequence(vec![single.into(), "null".into()]));
            Value::Mapping(map)
        }
        None => {
            let mut out = Mapping::new();
            let null = Value::Mapping(Mapping::from_iter([("type".into(), "null".into())]));
            out.insert("anyOf".into(), Value::Sequence(vec![Value::Mapping(map), null]));
            Value::Mapping(out)
        }
    }
}

/// Removes the components that nothing outside them refers to, directly or through others.
fn drop_unreferenced(root: &mut Mapping) {
    let mut pending = BTreeSet::new();
    for (key, value) in root.iter() {
        match (key.as_str(), value) {
            (Some("components"), Value::Mapping(components)) => {
                // What is named otherwise than by `$ref` (security schemes) stays, with its references.
                for (section, entries) in components {
                    if !section.as_str().is_some_and(|s| REFERABLE.contains(&s)) {
                        collect_refs(entries, &mut pending);
                    }
                }
            }
            _ => collect_refs(value, &mut pending),
        }
    }
    let Some(Value::Mapping(components)) = root.get_mut("components") else { return };
    let mut referenced = BTreeSet::new();
    while let Some(reference) = pending.pop_first() {
        if !referenced.insert(reference.clone()) {
            continue;
        }
        let mut parts = reference.trim_start_matches("#/components/").splitn(2, '/');
        let (Some(section), Some(name)) = (parts.next(), parts.next()) else { continue };
        if let Some(entry) = components.get(section).and_then(|s| s.get(name)) {
            let mut found = BTreeSet::new();
            collect_refs(entry, &mut found);
            pending.extend(found.into_iter().filter(|r| !referenced.contains(r)));
        }
    }
    for section in REFERABLE {
        if let Some(Value::Mapping(entries)) = components.get_mut(section) {
            entries.retain(|name, _| {
                let name = name.as_str().unwrap_or_default();
                referenced.contains(&format!("#/components/{section}/{name}"))
            });
        }
    }
}

fn collect_refs(node: &Value, out: &mut BTreeSet<String>) {
    match node {
        Value::Mapping(map) => {
            for (key, value) in map {
                if key.as_str() == Some("$ref")
                    && let Some(reference) = value.as_str()
                {
                    out.insert(reference.to_owned());
                }
                collect_refs(value, out);
            }
        }
        Value::Sequence(items) => items.iter().for_each(|item| collect_refs(item, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = r##"
openapi: 3.1.0
info: {title: T, version: 1.0.0}
servers:
- url: https://api.example.com
- url: https://api.example.com/v1
  description: v1
- url: https://api.example.com/v2
  description: v2
paths:
  /root-only:
    servers:
    - url: https://api.example.com
    get:
      responses:
        '200': {description: ok}
  /things:
    get:
      parameters:
      - $ref: '#/components/parameters/Page'
      - name: created_at
        in: query
        schema:
          anyOf:
          - {type: string, pattern: '^[0-9]+$'}
          - {type: string, format: date-time}
      responses:
        '200':
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Thing'}
components:
  parameters:
    Page:
      name: page
      in: query
      x-api-versions: [v1]
      schema: {type: integer}
  schemas:
    Uuid: {type: string, format: uuid}
    LegacyThingId: {type: string, pattern: '^thg_'}
    ThingId:
      description: Either form.
      anyOf:
      - $ref: '#/components/schemas/LegacyThingId'
      - $ref: '#/components/schemas/Uuid'
    Timestamp:
      oneOf:
      - {type: integer}
      - {type: string, format: date-time}
    Thing:
      type: object
      properties:
        id: {$ref: '#/components/schemas/ThingId'}
        at: {$ref: '#/components/schemas/Timestamp'}
        parent:
          anyOf:
          - $ref: '#/components/schemas/ThingId'
          - type: 'null'
        legacy_id:
          x-api-versions: [v2]
          allOf:
          - $ref: '#/components/schemas/LegacyThingId'
"##;

    fn derived(version: Version) -> Value {
        let source: Value = serde_yaml_ng::from_str(SOURCE).unwrap();
        derive(&source, version).unwrap()
    }

    /// The node at a path of keys and indexes, `>`-separated (keys hold `/`).
    fn at<'a>(node: &'a Value, path: &str) -> &'a Value {
        path.split('>').fold(node, |n, key| match key.parse::<usize>() {
            Ok(i) => &n[i],
            Err(_) => &n[key],
        })
    }

    #[test]
    fn v1_keeps_its_own_forms_and_parameters() {
        let doc = derived(Version::V1);
        assert_eq!(at(&doc, "servers>0>url").as_str(), Some("{{deployment}}/v1"));
        assert_eq!(at(&doc, "paths>/things>get>parameters").as_sequence().unwrap().len(), 2);
        assert_eq!(at(&doc, "paths>/things>get>parameters>1>schema>pattern").as_str(), Some("^[0-9]+$"));
        assert_eq!(at(&doc, "components>schemas>ThingId>pattern").as_str(), Some("^thg_"));
        assert_eq!(at(&doc, "components>schemas>Timestamp>type").as_str(), Some("integer"));
        let parent = at(&doc, "components>schemas>Thing>properties>parent");
        assert_eq!(parent["type"], serde_yaml_ng::from_str::<Value>("[string, 'null']").unwrap());
        assert!(at(&doc, "components>schemas>Thing>properties").get("legacy_id").is_none());
        // What nothing refers to any more is gone.
        assert!(at(&doc, "components>schemas").get("Uuid").is_none());
        assert!(at(&doc, "components>schemas").get("LegacyThingId").is_none());
    }

    #[test]
    fn v2_keeps_its_own_forms_and_parameters() {
        let doc = derived(Version::V2);
        assert_eq!(at(&doc, "servers>0>url").as_str(), Some("{{deployment}}/v2"));
        assert_eq!(at(&doc, "paths>/root-only>servers>0>url").as_str(), Some("{{deployment}}"));
        let parameters = at(&doc, "paths>/things>get>parameters").as_sequence().unwrap();
        assert_eq!(parameters.len(), 1);
        assert_eq!(parameters[0]["schema"]["format"].as_str(), Some("date-time"));
        assert_eq!(at(&doc, "components>schemas>ThingId>format").as_str(), Some("uuid"));
        assert_eq!(at(&doc, "components>schemas>Timestamp>format").as_str(), Some("date-time"));
        assert!(at(&doc, "components>schemas>Thing>properties>legacy_id").is_mapping());
        assert!(at(&doc, "components").get("parameters").is_none_or(|p| p.get("Page").is_none()));
    }
}
