/* tslint:disable */
/* eslint-disable */
export * from './AdminApi';
export * from './AssetControlsApi';
export * from './AuthApi';
export * from './InventoryApi';
export * from './ReferenceApi';
export * from './UsageApi';
export * from './VersionsApi';
export * from './WebhooksApi';
