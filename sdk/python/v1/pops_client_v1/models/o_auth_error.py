from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.o_auth_error_error import OAuthErrorError
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.debug import Debug
  from ..models.error_details import ErrorDetails





T = TypeVar("T", bound="OAuthError")



@_attrs_define
class OAuthError:
    """ An error of the token, revocation or introspection endpoint, as RFC 6749 section 5.2 has it, in every version.

        Attributes:
            error (OAuthErrorError):
            error_description (str):
            code (str): Error code. New codes may be added without a version change.
            request_id (str):
            doc_url (str): Where the reference explains the code: `<deployment base>/docs#error-<code>`, the code in lower
                case with hyphens (`RESOURCE_NOT_FOUND` is `#error-resource-not-found`).
            details (ErrorDetails | Unset): Code-specific details. 400 INVALID_PARAMETER: `parameter`, `reason`. 403
                INSUFFICIENT_PERMISSIONS: `required`, `granted`, `required_permission`, `your_permissions`. 403 FORBIDDEN /
                RESOURCE_ACCESS_DENIED and 404 / 410: `resource_type`, `resource_id` (and `reason`). 405: `allowed_methods`.
                409: `reason` and what it concerns (e.g. `current_etag`, `current_status`). 410 for a sunset version: `version`,
                `sunset_date`, `successor_version`. 422 VALIDATION_ERROR: `fields`; MISSING_FIELD / INVALID_VALUE: `field` (and
                `invalid`). 429: `retry_after`, `limit`, `window`. Token endpoint errors: `oauth_error`. 404 for an unknown
                version (`/v3/…`): `resource_type: version`, `resource_id`, `reason: unknown_version`, `supported_versions`. 401
                for an API key sent as `Authorization: Bearer`: `reason: api_key_as_bearer`, `hint`.
            debug (Debug | Unset): Present when the request carried `X-Debug: true` (success and error bodies alike).
     """

    error: OAuthErrorError
    error_description: str
    code: str
    request_id: str
    doc_url: str
    details: ErrorDetails | Unset = UNSET
    debug: Debug | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.error_details import ErrorDetails # noqa: PLC0415
        error = self.error.value

        error_description = self.error_description

        code = self.code

        request_id = self.request_id

        doc_url = self.doc_url

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()

        debug: dict[str, Any] | Unset = UNSET
        if not isinstance(self.debug, Unset):
            debug = self.debug.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "error": error,
            "error_description": error_description,
            "code": code,
            "request_id": request_id,
            "doc_url": doc_url,
        })
        if details is not UNSET:
            field_dict["details"] = details
        if debug is not UNSET:
            field_dict["debug"] = debug

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.error_details import ErrorDetails # noqa: PLC0415
        d = dict(src_dict)
        error = OAuthErrorError(d.pop("error"))




        error_description = d.pop("error_description")

        code = d.pop("code")

        request_id = d.pop("request_id")

        doc_url = d.pop("doc_url")

        _details = d.pop("details", UNSET)
        details: ErrorDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = ErrorDetails.from_dict(_details)




        _debug = d.pop("debug", UNSET)
        debug: Debug | Unset
        if isinstance(_debug,  Unset):
            debug = UNSET
        else:
            debug = Debug.from_dict(_debug)




        o_auth_error = cls(
            error=error,
            error_description=error_description,
            code=code,
            request_id=request_id,
            doc_url=doc_url,
            details=details,
            debug=debug,
        )


        o_auth_error.additional_properties = d
        return o_auth_error

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
