//! Creates the table described by template.yaml in DynamoDB Local.

use aws_sdk_dynamodb::Client;
use aws_sdk_dynamodb::types::{
    AttributeDefinition, BillingMode, GlobalSecondaryIndex, KeySchemaElement, KeyType, Projection,
    ProjectionType, ScalarAttributeType, TimeToLiveSpecification,
};

use crate::template::TableSpec;

fn key(name: &str, kind: KeyType) -> Result<KeySchemaElement, String> {
    KeySchemaElement::builder().attribute_name(name).key_type(kind).build().map_err(|e| e.to_string())
}

fn keys(hash: &str, range: Option<&str>) -> Result<Vec<KeySchemaElement>, String> {
    let mut out = vec![key(hash, KeyType::Hash)?];
    if let Some(range) = range {
        out.push(key(range, KeyType::Range)?);
    }
    Ok(out)
}

/// Creates `name` from the spec (and enables its TTL). An existing table is left as it is.
pub async fn create(client: &Client, name: &str, spec: &TableSpec) -> Result<(), String> {
    if client.describe_table().table_name(name).send().await.is_ok() {
        return Ok(());
    }
    let mut request = client
        .create_table()
        .table_name(name)
        .billing_mode(BillingMode::PayPerRequest)
        .set_key_schema(Some(keys(&spec.hash_key, spec.range_key.as_deref())?));
    for (attr, kind) in &spec.attributes {
        request = request.attribute_definitions(
            AttributeDefinition::builder()
                .attribute_name(attr)
                .attribute_type(ScalarAttributeType::from(kind.as_str()))
                .build()
                .map_err(|e| e.to_string())?,
        );
    }
    for index in &spec.indexes {
        request = request.global_secondary_indexes(
            GlobalSecondaryIndex::builder()
                .index_name(&index.name)
                .set_key_schema(Some(keys(&index.hash_key, index.range_key.as_deref())?))
                .projection(
                    Projection::builder()
                        .projection_type(ProjectionType::from(index.projection.as_str()))
                        .build(),
                )
                .build()
                .map_err(|e| e.to_string())?,
        );
    }
    request
        .send()
        .await
        .map_err(|e| format!("CreateTable failed: {}", aws_sdk_dynamodb::error::DisplayErrorContext(e)))?;
    if let Some(attr) = &spec.ttl_attribute {
        client
            .update_time_to_live()
            .table_name(name)
            .time_to_live_specification(
                TimeToLiveSpecification::builder()
                    .attribute_name(attr)
                    .enabled(true)
                    .build()
                    .map_err(|e| e.to_string())?,
            )
            .send()
            .await
            .map_err(|e| {
                format!("UpdateTimeToLive failed: {}", aws_sdk_dynamodb::error::DisplayErrorContext(e))
            })?;
    }
    Ok(())
}
