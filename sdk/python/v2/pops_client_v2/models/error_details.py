from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.error_details_supported_versions_item import ErrorDetailsSupportedVersionsItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_details_fields import ErrorDetailsFields





T = TypeVar("T", bound="ErrorDetails")



@_attrs_define
class ErrorDetails:
    """ Code-specific details. 400 INVALID_PARAMETER: `parameter`, `reason`. 403 INSUFFICIENT_PERMISSIONS: `required`,
    `granted`, `required_permission`, `your_permissions`. 403 FORBIDDEN / RESOURCE_ACCESS_DENIED and 404 / 410:
    `resource_type`, `resource_id` (and `reason`). 405: `allowed_methods`. 409: `reason` and what it concerns (e.g.
    `current_etag`, `current_status`). 410 for a sunset version: `version`, `sunset_date`, `successor_version`. 422
    VALIDATION_ERROR: `fields`; MISSING_FIELD / INVALID_VALUE: `field` (and `invalid`). 429: `retry_after`, `limit`,
    `window`. Token endpoint errors: `oauth_error`. 404 for an unknown version (`/v3/…`): `resource_type: version`,
    `resource_id`, `reason: unknown_version`, `supported_versions`. 401 for an API key sent as `Authorization: Bearer`:
    `reason: api_key_as_bearer`, `hint`.

        Attributes:
            parameter (str | Unset):
            reason (str | Unset):
            required (list[str] | Unset):
            granted (list[str] | Unset):
            required_permission (str | Unset):
            your_permissions (list[str] | Unset):
            resource_type (str | Unset):
            resource_id (str | Unset):
            allowed_methods (list[str] | Unset):
            field (str | Unset):
            invalid (list[str] | Unset):
            fields (ErrorDetailsFields | Unset): Field name to every message for that field.
            retry_after (int | Unset):
            limit (int | Unset):
            window (int | Unset):
            oauth_error (str | Unset): The RFC 6749 section 5.2 error code (token endpoint).
            version (str | Unset):
            sunset_date (str | Unset):
            successor_version (str | Unset):
            supported_versions (list[ErrorDetailsSupportedVersionsItem] | Unset): The versions that answer (an unknown
                version's 404).
            hint (str | Unset): What to do instead (an API key sent as a bearer token).
     """

    parameter: str | Unset = UNSET
    reason: str | Unset = UNSET
    required: list[str] | Unset = UNSET
    granted: list[str] | Unset = UNSET
    required_permission: str | Unset = UNSET
    your_permissions: list[str] | Unset = UNSET
    resource_type: str | Unset = UNSET
    resource_id: str | Unset = UNSET
    allowed_methods: list[str] | Unset = UNSET
    field: str | Unset = UNSET
    invalid: list[str] | Unset = UNSET
    fields: ErrorDetailsFields | Unset = UNSET
    retry_after: int | Unset = UNSET
    limit: int | Unset = UNSET
    window: int | Unset = UNSET
    oauth_error: str | Unset = UNSET
    version: str | Unset = UNSET
    sunset_date: str | Unset = UNSET
    successor_version: str | Unset = UNSET
    supported_versions: list[ErrorDetailsSupportedVersionsItem] | Unset = UNSET
    hint: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_details_fields import ErrorDetailsFields # noqa: PLC0415
        parameter = self.parameter

        reason = self.reason

        required: list[str] | Unset = UNSET
        if not isinstance(self.required, Unset):
            required = self.required



        granted: list[str] | Unset = UNSET
        if not isinstance(self.granted, Unset):
            granted = self.granted



        required_permission = self.required_permission

        your_permissions: list[str] | Unset = UNSET
        if not isinstance(self.your_permissions, Unset):
            your_permissions = self.your_permissions



        resource_type = self.resource_type

        resource_id = self.resource_id

        allowed_methods: list[str] | Unset = UNSET
        if not isinstance(self.allowed_methods, Unset):
            allowed_methods = self.allowed_methods



        field = self.field

        invalid: list[str] | Unset = UNSET
        if not isinstance(self.invalid, Unset):
            invalid = self.invalid



        fields: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = self.fields.to_dict()

        retry_after = self.retry_after

        limit = self.limit

        window = self.window

        oauth_error = self.oauth_error

        version = self.version

        sunset_date = self.sunset_date

        successor_version = self.successor_version

        supported_versions: list[str] | Unset = UNSET
        if not isinstance(self.supported_versions, Unset):
            supported_versions = []
            for supported_versions_item_data in self.supported_versions:
                supported_versions_item = supported_versions_item_data.value
                supported_versions.append(supported_versions_item)



        hint = self.hint


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if parameter is not UNSET:
            field_dict["parameter"] = parameter
        if reason is not UNSET:
            field_dict["reason"] = reason
        if required is not UNSET:
            field_dict["required"] = required
        if granted is not UNSET:
            field_dict["granted"] = granted
        if required_permission is not UNSET:
            field_dict["required_permission"] = required_permission
        if your_permissions is not UNSET:
            field_dict["your_permissions"] = your_permissions
        if resource_type is not UNSET:
            field_dict["resource_type"] = resource_type
        if resource_id is not UNSET:
            field_dict["resource_id"] = resource_id
        if allowed_methods is not UNSET:
            field_dict["allowed_methods"] = allowed_methods
        if field is not UNSET:
            field_dict["field"] = field
        if invalid is not UNSET:
            field_dict["invalid"] = invalid
        if fields is not UNSET:
            field_dict["fields"] = fields
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after
        if limit is not UNSET:
            field_dict["limit"] = limit
        if window is not UNSET:
            field_dict["window"] = window
        if oauth_error is not UNSET:
            field_dict["oauth_error"] = oauth_error
        if version is not UNSET:
            field_dict["version"] = version
        if sunset_date is not UNSET:
            field_dict["sunset_date"] = sunset_date
        if successor_version is not UNSET:
            field_dict["successor_version"] = successor_version
        if supported_versions is not UNSET:
            field_dict["supported_versions"] = supported_versions
        if hint is not UNSET:
            field_dict["hint"] = hint

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_details_fields import ErrorDetailsFields # noqa: PLC0415
        d = dict(src_dict)
        parameter = d.pop("parameter", UNSET)

        reason = d.pop("reason", UNSET)

        required = cast(list[str], d.pop("required", UNSET))


        granted = cast(list[str], d.pop("granted", UNSET))


        required_permission = d.pop("required_permission", UNSET)

        your_permissions = cast(list[str], d.pop("your_permissions", UNSET))


        resource_type = d.pop("resource_type", UNSET)

        resource_id = d.pop("resource_id", UNSET)

        allowed_methods = cast(list[str], d.pop("allowed_methods", UNSET))


        field = d.pop("field", UNSET)

        invalid = cast(list[str], d.pop("invalid", UNSET))


        _fields = d.pop("fields", UNSET)
        fields: ErrorDetailsFields | Unset
        if isinstance(_fields,  Unset):
            fields = UNSET
        else:
            fields = ErrorDetailsFields.from_dict(_fields)




        retry_after = d.pop("retry_after", UNSET)

        limit = d.pop("limit", UNSET)

        window = d.pop("window", UNSET)

        oauth_error = d.pop("oauth_error", UNSET)

        version = d.pop("version", UNSET)

        sunset_date = d.pop("sunset_date", UNSET)

        successor_version = d.pop("successor_version", UNSET)

        _supported_versions = d.pop("supported_versions", UNSET)
        supported_versions: list[ErrorDetailsSupportedVersionsItem] | Unset = UNSET
        if _supported_versions is not UNSET:
            supported_versions = []
            for supported_versions_item_data in _supported_versions:
                supported_versions_item = ErrorDetailsSupportedVersionsItem(supported_versions_item_data)



                supported_versions.append(supported_versions_item)


        hint = d.pop("hint", UNSET)

        error_details = cls(
            parameter=parameter,
            reason=reason,
            required=required,
            granted=granted,
            required_permission=required_permission,
            your_permissions=your_permissions,
            resource_type=resource_type,
            resource_id=resource_id,
            allowed_methods=allowed_methods,
            field=field,
            invalid=invalid,
            fields=fields,
            retry_after=retry_after,
            limit=limit,
            window=window,
            oauth_error=oauth_error,
            version=version,
            sunset_date=sunset_date,
            successor_version=successor_version,
            supported_versions=supported_versions,
            hint=hint,
        )


        error_details.additional_properties = d
        return error_details

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
