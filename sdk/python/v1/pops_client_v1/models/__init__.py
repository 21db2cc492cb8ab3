""" Contains all the data models used in inputs/outputs """

from .act_on_session_xapi_version import ActOnSessionXAPIVersion
from .api_key import ApiKey
from .api_key_create import ApiKeyCreate
from .api_key_create_service import ApiKeyCreateService
from .api_key_envelope import ApiKeyEnvelope
from .api_key_list import ApiKeyList
from .api_key_status import ApiKeyStatus
from .api_key_with_secret import ApiKeyWithSecret
from .api_key_with_secret_envelope import ApiKeyWithSecretEnvelope
from .asset import Asset
from .asset_create import AssetCreate
from .asset_create_status import AssetCreateStatus
from .asset_create_visibility import AssetCreateVisibility
from .asset_envelope import AssetEnvelope
from .asset_list import AssetList
from .asset_status import AssetStatus
from .asset_update import AssetUpdate
from .asset_update_status import AssetUpdateStatus
from .asset_update_visibility import AssetUpdateVisibility
from .asset_visibility import AssetVisibility
from .authorization_server_metadata import AuthorizationServerMetadata
from .authorization_server_metadata_envelope import AuthorizationServerMetadataEnvelope
from .authorization_server_metadata_grant_types_supported_item import AuthorizationServerMetadataGrantTypesSupportedItem
from .authorize_code_challenge_method import AuthorizeCodeChallengeMethod
from .authorize_response_type import AuthorizeResponseType
from .authorize_xapi_version import AuthorizeXAPIVersion
from .bulk_assets_envelope import BulkAssetsEnvelope
from .bulk_assets_request import BulkAssetsRequest
from .bulk_get_assets_xapi_version import BulkGetAssetsXAPIVersion
from .bulk_meta import BulkMeta
from .caller_permissions import CallerPermissions
from .caller_permissions_envelope import CallerPermissionsEnvelope
from .cancel_firmware_campaign_xapi_version import CancelFirmwareCampaignXAPIVersion
from .change_station_configuration_xapi_version import ChangeStationConfigurationXAPIVersion
from .client import Client
from .client_auth_methods_item import ClientAuthMethodsItem
from .client_create import ClientCreate
from .client_envelope import ClientEnvelope
from .client_grant_types_item import ClientGrantTypesItem
from .client_list import ClientList
from .client_with_secret import ClientWithSecret
from .client_with_secret_envelope import ClientWithSecretEnvelope
from .create_api_key_xapi_version import CreateApiKeyXAPIVersion
from .create_asset_xapi_version import CreateAssetXAPIVersion
from .create_client_xapi_version import CreateClientXAPIVersion
from .create_firmware_campaign_xapi_version import CreateFirmwareCampaignXAPIVersion
from .create_id_token_xapi_version import CreateIdTokenXAPIVersion
from .create_role_xapi_version import CreateRoleXAPIVersion
from .create_schedule_item_xapi_version import CreateScheduleItemXAPIVersion
from .create_schedule_xapi_version import CreateScheduleXAPIVersion
from .create_site_xapi_version import CreateSiteXAPIVersion
from .create_station_xapi_version import CreateStationXAPIVersion
from .create_webhook_xapi_version import CreateWebhookXAPIVersion
from .cursor_pagination import CursorPagination
from .debug import Debug
from .delete_asset_xapi_version import DeleteAssetXAPIVersion
from .delete_client_xapi_version import DeleteClientXAPIVersion
from .delete_id_token_xapi_version import DeleteIdTokenXAPIVersion
from .delete_role_xapi_version import DeleteRoleXAPIVersion
from .delete_schedule_item_xapi_version import DeleteScheduleItemXAPIVersion
from .delete_schedule_xapi_version import DeleteScheduleXAPIVersion
from .delete_site_xapi_version import DeleteSiteXAPIVersion
from .delete_station_xapi_version import DeleteStationXAPIVersion
from .delete_webhook_xapi_version import DeleteWebhookXAPIVersion
from .delivery import Delivery
from .delivery_attempt import DeliveryAttempt
from .delivery_envelope import DeliveryEnvelope
from .delivery_list import DeliveryList
from .delivery_status import DeliveryStatus
from .deprecation_notice import DeprecationNotice
from .error_details import ErrorDetails
from .error_details_fields import ErrorDetailsFields
from .error_details_supported_versions_item import ErrorDetailsSupportedVersionsItem
from .error_response import ErrorResponse
from .event import Event
from .event_data_type_0 import EventDataType0
from .event_list import EventList
from .event_status import EventStatus
from .event_type import EventType
from .firmware_campaign import FirmwareCampaign
from .firmware_campaign_counts import FirmwareCampaignCounts
from .firmware_campaign_create import FirmwareCampaignCreate
from .firmware_campaign_create_targets import FirmwareCampaignCreateTargets
from .firmware_campaign_envelope import FirmwareCampaignEnvelope
from .firmware_campaign_halt_reason_type_1 import FirmwareCampaignHaltReasonType1
from .firmware_campaign_halt_reason_type_2_type_1 import FirmwareCampaignHaltReasonType2Type1
from .firmware_campaign_halt_reason_type_3_type_1 import FirmwareCampaignHaltReasonType3Type1
from .firmware_campaign_list import FirmwareCampaignList
from .firmware_campaign_station import FirmwareCampaignStation
from .firmware_campaign_station_state import FirmwareCampaignStationState
from .firmware_campaign_status import FirmwareCampaignStatus
from .get_api_key_xapi_version import GetApiKeyXAPIVersion
from .get_asset_xapi_version import GetAssetXAPIVersion
from .get_authorization_server_metadata_xapi_version import GetAuthorizationServerMetadataXAPIVersion
from .get_client_xapi_version import GetClientXAPIVersion
from .get_firmware_campaign_xapi_version import GetFirmwareCampaignXAPIVersion
from .get_jwks_xapi_version import GetJwksXAPIVersion
from .get_member_xapi_version import GetMemberXAPIVersion
from .get_open_api_document_response_200 import GetOpenApiDocumentResponse200
from .get_open_api_document_response_200_components import GetOpenApiDocumentResponse200Components
from .get_open_api_document_response_200_info import GetOpenApiDocumentResponse200Info
from .get_open_api_document_response_200_paths import GetOpenApiDocumentResponse200Paths
from .get_open_api_document_response_200_servers_item import GetOpenApiDocumentResponse200ServersItem
from .get_organization_xapi_version import GetOrganizationXAPIVersion
from .get_permissions_xapi_version import GetPermissionsXAPIVersion
from .get_rate_limits_xapi_version import GetRateLimitsXAPIVersion
from .get_role_xapi_version import GetRoleXAPIVersion
from .get_schedule_item_xapi_version import GetScheduleItemXAPIVersion
from .get_schedule_xapi_version import GetScheduleXAPIVersion
from .get_session_xapi_version import GetSessionXAPIVersion
from .get_site_power_xapi_version import GetSitePowerXAPIVersion
from .get_site_xapi_version import GetSiteXAPIVersion
from .get_station_configuration_xapi_version import GetStationConfigurationXAPIVersion
from .get_station_xapi_version import GetStationXAPIVersion
from .get_webhook_xapi_version import GetWebhookXAPIVersion
from .halt_firmware_campaign_xapi_version import HaltFirmwareCampaignXAPIVersion
from .health import Health
from .health_envelope import HealthEnvelope
from .id_token import IdToken
from .id_token_create import IdTokenCreate
from .id_token_envelope import IdTokenEnvelope
from .id_token_list import IdTokenList
from .id_token_type import IdTokenType
from .introspect_token_xapi_version import IntrospectTokenXAPIVersion
from .introspection import Introspection
from .introspection_envelope import IntrospectionEnvelope
from .introspection_request import IntrospectionRequest
from .introspection_request_token_type_hint import IntrospectionRequestTokenTypeHint
from .issue_token_xapi_version import IssueTokenXAPIVersion
from .jwk import Jwk
from .jwks import Jwks
from .jwks_envelope import JwksEnvelope
from .list_api_keys_sort import ListApiKeysSort
from .list_api_keys_xapi_version import ListApiKeysXAPIVersion
from .list_assets_status import ListAssetsStatus
from .list_assets_statuseq import ListAssetsStatuseq
from .list_assets_statusne import ListAssetsStatusne
from .list_assets_visibility import ListAssetsVisibility
from .list_assets_visibilityeq import ListAssetsVisibilityeq
from .list_assets_visibilityne import ListAssetsVisibilityne
from .list_assets_xapi_version import ListAssetsXAPIVersion
from .list_clients_sort import ListClientsSort
from .list_clients_xapi_version import ListClientsXAPIVersion
from .list_events_sort import ListEventsSort
from .list_events_status import ListEventsStatus
from .list_events_statuseq import ListEventsStatuseq
from .list_events_statusne import ListEventsStatusne
from .list_events_type import ListEventsType
from .list_events_typeeq import ListEventsTypeeq
from .list_events_typene import ListEventsTypene
from .list_events_xapi_version import ListEventsXAPIVersion
from .list_firmware_campaigns_sort import ListFirmwareCampaignsSort
from .list_firmware_campaigns_xapi_version import ListFirmwareCampaignsXAPIVersion
from .list_id_tokens_sort import ListIdTokensSort
from .list_id_tokens_xapi_version import ListIdTokensXAPIVersion
from .list_members_status import ListMembersStatus
from .list_members_statuseq import ListMembersStatuseq
from .list_members_statusne import ListMembersStatusne
from .list_members_type import ListMembersType
from .list_members_typeeq import ListMembersTypeeq
from .list_members_typene import ListMembersTypene
from .list_members_xapi_version import ListMembersXAPIVersion
from .list_roles_xapi_version import ListRolesXAPIVersion
from .list_schedule_items_sort import ListScheduleItemsSort
from .list_schedule_items_xapi_version import ListScheduleItemsXAPIVersion
from .list_schedules_xapi_version import ListSchedulesXAPIVersion
from .list_session_meter_values_xapi_version import ListSessionMeterValuesXAPIVersion
from .list_sessions_sort import ListSessionsSort
from .list_sessions_status import ListSessionsStatus
from .list_sessions_statuseq import ListSessionsStatuseq
from .list_sessions_statusne import ListSessionsStatusne
from .list_sessions_xapi_version import ListSessionsXAPIVersion
from .list_sites_status import ListSitesStatus
from .list_sites_statuseq import ListSitesStatuseq
from .list_sites_statusne import ListSitesStatusne
from .list_sites_xapi_version import ListSitesXAPIVersion
from .list_station_logs_status import ListStationLogsStatus
from .list_station_logs_xapi_version import ListStationLogsXAPIVersion
from .list_station_messages_direction import ListStationMessagesDirection
from .list_station_messages_sort import ListStationMessagesSort
from .list_station_messages_xapi_version import ListStationMessagesXAPIVersion
from .list_stations_asset_status import ListStationsAssetStatus
from .list_stations_asset_statuseq import ListStationsAssetStatuseq
from .list_stations_asset_statusne import ListStationsAssetStatusne
from .list_stations_connection import ListStationsConnection
from .list_stations_connectioneq import ListStationsConnectioneq
from .list_stations_connectionne import ListStationsConnectionne
from .list_stations_last_known_status import ListStationsLastKnownStatus
from .list_stations_last_known_statuseq import ListStationsLastKnownStatuseq
from .list_stations_last_known_statusne import ListStationsLastKnownStatusne
from .list_stations_ocpp_version import ListStationsOcppVersion
from .list_stations_ocpp_versioneq import ListStationsOcppVersioneq
from .list_stations_ocpp_versionne import ListStationsOcppVersionne
from .list_stations_status import ListStationsStatus
from .list_stations_statuseq import ListStationsStatuseq
from .list_stations_statusne import ListStationsStatusne
from .list_stations_xapi_version import ListStationsXAPIVersion
from .list_versions_xapi_version import ListVersionsXAPIVersion
from .list_webhook_deliveries_event_type import ListWebhookDeliveriesEventType
from .list_webhook_deliveries_event_typeeq import ListWebhookDeliveriesEventTypeeq
from .list_webhook_deliveries_event_typene import ListWebhookDeliveriesEventTypene
from .list_webhook_deliveries_sort import ListWebhookDeliveriesSort
from .list_webhook_deliveries_status import ListWebhookDeliveriesStatus
from .list_webhook_deliveries_statuseq import ListWebhookDeliveriesStatuseq
from .list_webhook_deliveries_statusne import ListWebhookDeliveriesStatusne
from .list_webhook_deliveries_xapi_version import ListWebhookDeliveriesXAPIVersion
from .list_webhooks_sort import ListWebhooksSort
from .list_webhooks_xapi_version import ListWebhooksXAPIVersion
from .member import Member
from .member_envelope import MemberEnvelope
from .member_list import MemberList
from .member_status import MemberStatus
from .member_type import MemberType
from .member_update import MemberUpdate
from .meta import Meta
from .meter_value import MeterValue
from .meter_value_list import MeterValueList
from .o_auth_error import OAuthError
from .o_auth_error_error import OAuthErrorError
from .organization import Organization
from .organization_api_version import OrganizationApiVersion
from .organization_envelope import OrganizationEnvelope
from .organization_status import OrganizationStatus
from .organization_tier import OrganizationTier
from .organization_update import OrganizationUpdate
from .organization_update_api_version import OrganizationUpdateApiVersion
from .pagination import Pagination
from .permission import Permission
from .permission_hints import PermissionHints
from .rate_limit_window import RateLimitWindow
from .rate_limits import RateLimits
from .rate_limits_envelope import RateLimitsEnvelope
from .rate_limits_tier import RateLimitsTier
from .recurrence_type_0 import RecurrenceType0
from .recurrence_type_1 import RecurrenceType1
from .recurrence_type_1_days_item import RecurrenceType1DaysItem
from .redeliver_webhook_delivery_xapi_version import RedeliverWebhookDeliveryXAPIVersion
from .request_station_log_xapi_version import RequestStationLogXAPIVersion
from .reset_station_xapi_version import ResetStationXAPIVersion
from .resume_firmware_campaign_xapi_version import ResumeFirmwareCampaignXAPIVersion
from .revocation_envelope import RevocationEnvelope
from .revocation_envelope_data import RevocationEnvelopeData
from .revocation_request import RevocationRequest
from .revocation_request_token_type_hint import RevocationRequestTokenTypeHint
from .revoke_api_key_xapi_version import RevokeApiKeyXAPIVersion
from .revoke_token_xapi_version import RevokeTokenXAPIVersion
from .role import Role
from .role_create import RoleCreate
from .role_envelope import RoleEnvelope
from .role_list_envelope import RoleListEnvelope
from .role_update import RoleUpdate
from .rotate_station_password_xapi_version import RotateStationPasswordXAPIVersion
from .rotate_webhook_secret_xapi_version import RotateWebhookSecretXAPIVersion
from .schedule import Schedule
from .schedule_create import ScheduleCreate
from .schedule_envelope import ScheduleEnvelope
from .schedule_item import ScheduleItem
from .schedule_item_action import ScheduleItemAction
from .schedule_item_create import ScheduleItemCreate
from .schedule_item_create_action import ScheduleItemCreateAction
from .schedule_item_envelope import ScheduleItemEnvelope
from .schedule_item_list import ScheduleItemList
from .schedule_item_update import ScheduleItemUpdate
from .schedule_item_update_action import ScheduleItemUpdateAction
from .schedule_list import ScheduleList
from .schedule_update import ScheduleUpdate
from .send_webhook_test_event_xapi_version import SendWebhookTestEventXAPIVersion
from .session import Session
from .session_action import SessionAction
from .session_action_action import SessionActionAction
from .session_create import SessionCreate
from .session_envelope import SessionEnvelope
from .session_list import SessionList
from .session_status import SessionStatus
from .session_stop_reason_code_type_1 import SessionStopReasonCodeType1
from .session_stop_reason_code_type_2_type_1 import SessionStopReasonCodeType2Type1
from .session_stop_reason_code_type_3_type_1 import SessionStopReasonCodeType3Type1
from .site import Site
from .site_create import SiteCreate
from .site_create_status import SiteCreateStatus
from .site_envelope import SiteEnvelope
from .site_list import SiteList
from .site_power import SitePower
from .site_power_envelope import SitePowerEnvelope
from .site_power_session import SitePowerSession
from .site_power_session_state import SitePowerSessionState
from .site_status import SiteStatus
from .site_update import SiteUpdate
from .site_update_status import SiteUpdateStatus
from .start_session_xapi_version import StartSessionXAPIVersion
from .station import Station
from .station_command_envelope import StationCommandEnvelope
from .station_command_result import StationCommandResult
from .station_command_result_command import StationCommandResultCommand
from .station_configuration import StationConfiguration
from .station_configuration_change import StationConfigurationChange
from .station_configuration_change_settings_item import StationConfigurationChangeSettingsItem
from .station_configuration_envelope import StationConfigurationEnvelope
from .station_create import StationCreate
from .station_envelope import StationEnvelope
from .station_limit_answer import StationLimitAnswer
from .station_limit_answer_error import StationLimitAnswerError
from .station_limit_answer_result import StationLimitAnswerResult
from .station_list import StationList
from .station_list_entry import StationListEntry
from .station_list_entry_asset_status import StationListEntryAssetStatus
from .station_log import StationLog
from .station_log_envelope import StationLogEnvelope
from .station_log_list import StationLogList
from .station_log_request import StationLogRequest
from .station_log_status import StationLogStatus
from .station_message import StationMessage
from .station_message_direction_type_1 import StationMessageDirectionType1
from .station_message_direction_type_2_type_1 import StationMessageDirectionType2Type1
from .station_message_direction_type_3_type_1 import StationMessageDirectionType3Type1
from .station_message_list import StationMessageList
from .station_message_message_type import StationMessageMessageType
from .station_message_ocpp_version import StationMessageOcppVersion
from .station_password_rotation import StationPasswordRotation
from .station_reset import StationReset
from .station_reset_type import StationResetType
from .station_setting import StationSetting
from .station_setting_status import StationSettingStatus
from .station_state import StationState
from .station_state_connection import StationStateConnection
from .station_state_connectors_item import StationStateConnectorsItem
from .station_state_connectors_item_status import StationStateConnectorsItemStatus
from .station_state_last_known_status import StationStateLastKnownStatus
from .station_state_ocpp_version_type_1 import StationStateOcppVersionType1
from .station_state_ocpp_version_type_2_type_1 import StationStateOcppVersionType2Type1
from .station_state_ocpp_version_type_3_type_1 import StationStateOcppVersionType3Type1
from .station_state_status import StationStateStatus
from .station_trigger import StationTrigger
from .station_trigger_message import StationTriggerMessage
from .station_unlock import StationUnlock
from .station_with_password import StationWithPassword
from .station_with_password_envelope import StationWithPasswordEnvelope
from .station_with_password_station_update import StationWithPasswordStationUpdate
from .token_envelope import TokenEnvelope
from .token_request import TokenRequest
from .token_request_grant_type import TokenRequestGrantType
from .token_response import TokenResponse
from .trigger_station_message_xapi_version import TriggerStationMessageXAPIVersion
from .unlock_station_connector_xapi_version import UnlockStationConnectorXAPIVersion
from .update_asset_xapi_version import UpdateAssetXAPIVersion
from .update_member_xapi_version import UpdateMemberXAPIVersion
from .update_organization_xapi_version import UpdateOrganizationXAPIVersion
from .update_role_xapi_version import UpdateRoleXAPIVersion
from .update_schedule_item_xapi_version import UpdateScheduleItemXAPIVersion
from .update_schedule_xapi_version import UpdateScheduleXAPIVersion
from .update_site_xapi_version import UpdateSiteXAPIVersion
from .update_webhook_xapi_version import UpdateWebhookXAPIVersion
from .version_entry import VersionEntry
from .version_entry_status import VersionEntryStatus
from .version_entry_successor import VersionEntrySuccessor
from .version_entry_version import VersionEntryVersion
from .version_list import VersionList
from .version_list_current import VersionListCurrent
from .version_list_envelope import VersionListEnvelope
from .version_list_latest import VersionListLatest
from .version_list_pinned import VersionListPinned
from .webhook import Webhook
from .webhook_create import WebhookCreate
from .webhook_envelope import WebhookEnvelope
from .webhook_event_type import WebhookEventType
from .webhook_list import WebhookList
from .webhook_secret_rotation import WebhookSecretRotation
from .webhook_status import WebhookStatus
from .webhook_update import WebhookUpdate
from .webhook_update_status import WebhookUpdateStatus
from .webhook_with_secret import WebhookWithSecret
from .webhook_with_secret_envelope import WebhookWithSecretEnvelope

__all__ = (
    "ActOnSessionXAPIVersion",
    "ApiKey",
    "ApiKeyCreate",
    "ApiKeyCreateService",
    "ApiKeyEnvelope",
    "ApiKeyList",
    "ApiKeyStatus",
    "ApiKeyWithSecret",
    "ApiKeyWithSecretEnvelope",
    "Asset",
    "AssetCreate",
    "AssetCreateStatus",
    "AssetCreateVisibility",
    "AssetEnvelope",
    "AssetList",
    "AssetStatus",
    "AssetUpdate",
    "AssetUpdateStatus",
    "AssetUpdateVisibility",
    "AssetVisibility",
    "AuthorizationServerMetadata",
    "AuthorizationServerMetadataEnvelope",
    "AuthorizationServerMetadataGrantTypesSupportedItem",
    "AuthorizeCodeChallengeMethod",
    "AuthorizeResponseType",
    "AuthorizeXAPIVersion",
    "BulkAssetsEnvelope",
    "BulkAssetsRequest",
    "BulkGetAssetsXAPIVersion",
    "BulkMeta",
    "CallerPermissions",
    "CallerPermissionsEnvelope",
    "CancelFirmwareCampaignXAPIVersion",
    "ChangeStationConfigurationXAPIVersion",
    "Client",
    "ClientAuthMethodsItem",
    "ClientCreate",
    "ClientEnvelope",
    "ClientGrantTypesItem",
    "ClientList",
    "ClientWithSecret",
    "ClientWithSecretEnvelope",
    "CreateApiKeyXAPIVersion",
    "CreateAssetXAPIVersion",
    "CreateClientXAPIVersion",
    "CreateFirmwareCampaignXAPIVersion",
    "CreateIdTokenXAPIVersion",
    "CreateRoleXAPIVersion",
    "CreateScheduleItemXAPIVersion",
    "CreateScheduleXAPIVersion",
    "CreateSiteXAPIVersion",
    "CreateStationXAPIVersion",
    "CreateWebhookXAPIVersion",
    "CursorPagination",
    "Debug",
    "DeleteAssetXAPIVersion",
    "DeleteClientXAPIVersion",
    "DeleteIdTokenXAPIVersion",
    "DeleteRoleXAPIVersion",
    "DeleteScheduleItemXAPIVersion",
    "DeleteScheduleXAPIVersion",
    "DeleteSiteXAPIVersion",
    "DeleteStationXAPIVersion",
    "DeleteWebhookXAPIVersion",
    "Delivery",
    "DeliveryAttempt",
    "DeliveryEnvelope",
    "DeliveryList",
    "DeliveryStatus",
    "DeprecationNotice",
    "ErrorDetails",
    "ErrorDetailsFields",
    "ErrorDetailsSupportedVersionsItem",
    "ErrorResponse",
    "Event",
    "EventDataType0",
    "EventList",
    "EventStatus",
    "EventType",
    "FirmwareCampaign",
    "FirmwareCampaignCounts",
    "FirmwareCampaignCreate",
    "FirmwareCampaignCreateTargets",
    "FirmwareCampaignEnvelope",
    "FirmwareCampaignHaltReasonType1",
    "FirmwareCampaignHaltReasonType2Type1",
    "FirmwareCampaignHaltReasonType3Type1",
    "FirmwareCampaignList",
    "FirmwareCampaignStation",
    "FirmwareCampaignStationState",
    "FirmwareCampaignStatus",
    "GetApiKeyXAPIVersion",
    "GetAssetXAPIVersion",
    "GetAuthorizationServerMetadataXAPIVersion",
    "GetClientXAPIVersion",
    "GetFirmwareCampaignXAPIVersion",
    "GetJwksXAPIVersion",
    "GetMemberXAPIVersion",
    "GetOpenApiDocumentResponse200",
    "GetOpenApiDocumentResponse200Components",
    "GetOpenApiDocumentResponse200Info",
    "GetOpenApiDocumentResponse200Paths",
    "GetOpenApiDocumentResponse200ServersItem",
    "GetOrganizationXAPIVersion",
    "GetPermissionsXAPIVersion",
    "GetRateLimitsXAPIVersion",
    "GetRoleXAPIVersion",
    "GetScheduleItemXAPIVersion",
    "GetScheduleXAPIVersion",
    "GetSessionXAPIVersion",
    "GetSitePowerXAPIVersion",
    "GetSiteXAPIVersion",
    "GetStationConfigurationXAPIVersion",
    "GetStationXAPIVersion",
    "GetWebhookXAPIVersion",
    "HaltFirmwareCampaignXAPIVersion",
    "Health",
    "HealthEnvelope",
    "IdToken",
    "IdTokenCreate",
    "IdTokenEnvelope",
    "IdTokenList",
    "IdTokenType",
    "Introspection",
    "IntrospectionEnvelope",
    "IntrospectionRequest",
    "IntrospectionRequestTokenTypeHint",
    "IntrospectTokenXAPIVersion",
    "IssueTokenXAPIVersion",
    "Jwk",
    "Jwks",
    "JwksEnvelope",
    "ListApiKeysSort",
    "ListApiKeysXAPIVersion",
    "ListAssetsStatus",
    "ListAssetsStatuseq",
    "ListAssetsStatusne",
    "ListAssetsVisibility",
    "ListAssetsVisibilityeq",
    "ListAssetsVisibilityne",
    "ListAssetsXAPIVersion",
    "ListClientsSort",
    "ListClientsXAPIVersion",
    "ListEventsSort",
    "ListEventsStatus",
    "ListEventsStatuseq",
    "ListEventsStatusne",
    "ListEventsType",
    "ListEventsTypeeq",
    "ListEventsTypene",
    "ListEventsXAPIVersion",
    "ListFirmwareCampaignsSort",
    "ListFirmwareCampaignsXAPIVersion",
    "ListIdTokensSort",
    "ListIdTokensXAPIVersion",
    "ListMembersStatus",
    "ListMembersStatuseq",
    "ListMembersStatusne",
    "ListMembersType",
    "ListMembersTypeeq",
    "ListMembersTypene",
    "ListMembersXAPIVersion",
    "ListRolesXAPIVersion",
    "ListScheduleItemsSort",
    "ListScheduleItemsXAPIVersion",
    "ListSchedulesXAPIVersion",
    "ListSessionMeterValuesXAPIVersion",
    "ListSessionsSort",
    "ListSessionsStatus",
    "ListSessionsStatuseq",
    "ListSessionsStatusne",
    "ListSessionsXAPIVersion",
    "ListSitesStatus",
    "ListSitesStatuseq",
    "ListSitesStatusne",
    "ListSitesXAPIVersion",
    "ListStationLogsStatus",
    "ListStationLogsXAPIVersion",
    "ListStationMessagesDirection",
    "ListStationMessagesSort",
    "ListStationMessagesXAPIVersion",
    "ListStationsAssetStatus",
    "ListStationsAssetStatuseq",
    "ListStationsAssetStatusne",
    "ListStationsConnection",
    "ListStationsConnectioneq",
    "ListStationsConnectionne",
    "ListStationsLastKnownStatus",
    "ListStationsLastKnownStatuseq",
    "ListStationsLastKnownStatusne",
    "ListStationsOcppVersion",
    "ListStationsOcppVersioneq",
    "ListStationsOcppVersionne",
    "ListStationsStatus",
    "ListStationsStatuseq",
    "ListStationsStatusne",
    "ListStationsXAPIVersion",
    "ListVersionsXAPIVersion",
    "ListWebhookDeliveriesEventType",
    "ListWebhookDeliveriesEventTypeeq",
    "ListWebhookDeliveriesEventTypene",
    "ListWebhookDeliveriesSort",
    "ListWebhookDeliveriesStatus",
    "ListWebhookDeliveriesStatuseq",
    "ListWebhookDeliveriesStatusne",
    "ListWebhookDeliveriesXAPIVersion",
    "ListWebhooksSort",
    "ListWebhooksXAPIVersion",
    "Member",
    "MemberEnvelope",
    "MemberList",
    "MemberStatus",
    "MemberType",
    "MemberUpdate",
    "Meta",
    "MeterValue",
    "MeterValueList",
    "OAuthError",
    "OAuthErrorError",
    "Organization",
    "OrganizationApiVersion",
    "OrganizationEnvelope",
    "OrganizationStatus",
    "OrganizationTier",
    "OrganizationUpdate",
    "OrganizationUpdateApiVersion",
    "Pagination",
    "Permission",
    "PermissionHints",
    "RateLimits",
    "RateLimitsEnvelope",
    "RateLimitsTier",
    "RateLimitWindow",
    "RecurrenceType0",
    "RecurrenceType1",
    "RecurrenceType1DaysItem",
    "RedeliverWebhookDeliveryXAPIVersion",
    "RequestStationLogXAPIVersion",
    "ResetStationXAPIVersion",
    "ResumeFirmwareCampaignXAPIVersion",
    "RevocationEnvelope",
    "RevocationEnvelopeData",
    "RevocationRequest",
    "RevocationRequestTokenTypeHint",
    "RevokeApiKeyXAPIVersion",
    "RevokeTokenXAPIVersion",
    "Role",
    "RoleCreate",
    "RoleEnvelope",
    "RoleListEnvelope",
    "RoleUpdate",
    "RotateStationPasswordXAPIVersion",
    "RotateWebhookSecretXAPIVersion",
    "Schedule",
    "ScheduleCreate",
    "ScheduleEnvelope",
    "ScheduleItem",
    "ScheduleItemAction",
    "ScheduleItemCreate",
    "ScheduleItemCreateAction",
    "ScheduleItemEnvelope",
    "ScheduleItemList",
    "ScheduleItemUpdate",
    "ScheduleItemUpdateAction",
    "ScheduleList",
    "ScheduleUpdate",
    "SendWebhookTestEventXAPIVersion",
    "Session",
    "SessionAction",
    "SessionActionAction",
    "SessionCreate",
    "SessionEnvelope",
    "SessionList",
    "SessionStatus",
    "SessionStopReasonCodeType1",
    "SessionStopReasonCodeType2Type1",
    "SessionStopReasonCodeType3Type1",
    "Site",
    "SiteCreate",
    "SiteCreateStatus",
    "SiteEnvelope",
    "SiteList",
    "SitePower",
    "SitePowerEnvelope",
    "SitePowerSession",
    "SitePowerSessionState",
    "SiteStatus",
    "SiteUpdate",
    "SiteUpdateStatus",
    "StartSessionXAPIVersion",
    "Station",
    "StationCommandEnvelope",
    "StationCommandResult",
    "StationCommandResultCommand",
    "StationConfiguration",
    "StationConfigurationChange",
    "StationConfigurationChangeSettingsItem",
    "StationConfigurationEnvelope",
    "StationCreate",
    "StationEnvelope",
    "StationLimitAnswer",
    "StationLimitAnswerError",
    "StationLimitAnswerResult",
    "StationList",
    "StationListEntry",
    "StationListEntryAssetStatus",
    "StationLog",
    "StationLogEnvelope",
    "StationLogList",
    "StationLogRequest",
    "StationLogStatus",
    "StationMessage",
    "StationMessageDirectionType1",
    "StationMessageDirectionType2Type1",
    "StationMessageDirectionType3Type1",
    "StationMessageList",
    "StationMessageMessageType",
    "StationMessageOcppVersion",
    "StationPasswordRotation",
    "StationReset",
    "StationResetType",
    "StationSetting",
    "StationSettingStatus",
    "StationState",
    "StationStateConnection",
    "StationStateConnectorsItem",
    "StationStateConnectorsItemStatus",
    "StationStateLastKnownStatus",
    "StationStateOcppVersionType1",
    "StationStateOcppVersionType2Type1",
    "StationStateOcppVersionType3Type1",
    "StationStateStatus",
    "StationTrigger",
    "StationTriggerMessage",
    "StationUnlock",
    "StationWithPassword",
    "StationWithPasswordEnvelope",
    "StationWithPasswordStationUpdate",
    "TokenEnvelope",
    "TokenRequest",
    "TokenRequestGrantType",
    "TokenResponse",
    "TriggerStationMessageXAPIVersion",
    "UnlockStationConnectorXAPIVersion",
    "UpdateAssetXAPIVersion",
    "UpdateMemberXAPIVersion",
    "UpdateOrganizationXAPIVersion",
    "UpdateRoleXAPIVersion",
    "UpdateScheduleItemXAPIVersion",
    "UpdateScheduleXAPIVersion",
    "UpdateSiteXAPIVersion",
    "UpdateWebhookXAPIVersion",
    "VersionEntry",
    "VersionEntryStatus",
    "VersionEntrySuccessor",
    "VersionEntryVersion",
    "VersionList",
    "VersionListCurrent",
    "VersionListEnvelope",
    "VersionListLatest",
    "VersionListPinned",
    "Webhook",
    "WebhookCreate",
    "WebhookEnvelope",
    "WebhookEventType",
    "WebhookList",
    "WebhookSecretRotation",
    "WebhookStatus",
    "WebhookUpdate",
    "WebhookUpdateStatus",
    "WebhookWithSecret",
    "WebhookWithSecretEnvelope",
)
