from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.permission import Permission
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.api_key_create_service import ApiKeyCreateService





T = TypeVar("T", bound="ApiKeyCreate")



@_attrs_define
class ApiKeyCreate:
    """ Without `member_id` or `service`, the key is the caller's own.

        Attributes:
            name (str): Key name. Trimmed; 1 to 100 characters after trimming; no control characters.
            member_id (str | Unset): v1 form of a member id: `mbr_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`;
                the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it
                is 128 bits).
            service (ApiKeyCreateService | Unset): Create a service identity with the key.
            scopes (list[Permission] | None | Unset): Limit the key to these permissions; null or absent: the calling
                credential's scopes, or the member's whole role when it has none. Within the calling credential's scopes (else
                403).
            expires_at (int | None | Unset): Unix seconds or RFC 3339, in the future; no later than the calling credential's
                expiry (else 422). Null or absent: the calling credential's expiry, if any.
            allowed_ips (list[str] | None | Unset): Within the calling credential's ranges (else 422). Null, empty or
                absent: the calling credential's ranges, if any.
     """

    name: str
    member_id: str | Unset = UNSET
    service: ApiKeyCreateService | Unset = UNSET
    scopes: list[Permission] | None | Unset = UNSET
    expires_at: int | None | Unset = UNSET
    allowed_ips: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.api_key_create_service import ApiKeyCreateService # noqa: PLC0415
        name = self.name

        member_id = self.member_id

        service: dict[str, Any] | Unset = UNSET
        if not isinstance(self.service, Unset):
            service = self.service.to_dict()

        scopes: list[str] | None | Unset
        if isinstance(self.scopes, Unset):
            scopes = UNSET
        elif isinstance(self.scopes, list):
            scopes = []
            for scopes_type_0_item_data in self.scopes:
                scopes_type_0_item = scopes_type_0_item_data.value
                scopes.append(scopes_type_0_item)


        else:
            scopes = self.scopes

        expires_at: int | None | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        allowed_ips: list[str] | None | Unset
        if isinstance(self.allowed_ips, Unset):
            allowed_ips = UNSET
        elif isinstance(self.allowed_ips, list):
            allowed_ips = self.allowed_ips


        else:
            allowed_ips = self.allowed_ips


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if member_id is not UNSET:
            field_dict["member_id"] = member_id
        if service is not UNSET:
            field_dict["service"] = service
        if scopes is not UNSET:
            field_dict["scopes"] = scopes
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if allowed_ips is not UNSET:
            field_dict["allowed_ips"] = allowed_ips

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_key_create_service import ApiKeyCreateService # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        member_id = d.pop("member_id", UNSET)

        _service = d.pop("service", UNSET)
        service: ApiKeyCreateService | Unset
        if isinstance(_service,  Unset):
            service = UNSET
        else:
            service = ApiKeyCreateService.from_dict(_service)




        def _parse_scopes(data: object) -> list[Permission] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scopes_type_0 = []
                _scopes_type_0 = data
                for scopes_type_0_item_data in (_scopes_type_0):
                    scopes_type_0_item = Permission(scopes_type_0_item_data)



                    scopes_type_0.append(scopes_type_0_item)

                return scopes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Permission] | None | Unset, data)

        scopes = _parse_scopes(d.pop("scopes", UNSET))


        def _parse_expires_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))


        def _parse_allowed_ips(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                allowed_ips_type_0 = cast(list[str], data)

                return allowed_ips_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        allowed_ips = _parse_allowed_ips(d.pop("allowed_ips", UNSET))


        api_key_create = cls(
            name=name,
            member_id=member_id,
            service=service,
            scopes=scopes,
            expires_at=expires_at,
            allowed_ips=allowed_ips,
        )

        return api_key_create

