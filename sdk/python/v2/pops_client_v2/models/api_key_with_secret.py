from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.api_key_status import ApiKeyStatus
from ..models.permission import Permission
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="ApiKeyWithSecret")



@_attrs_define
class ApiKeyWithSecret:
    """ The issued key, with its secret (in this response only).

        Attributes:
            id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            object_ (Literal['api_key']):
            name (str):
            member_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            masked_key (str): `pops_…` plus the key's last four characters.
            scopes (list[Permission] | None): Null: the member's whole role.
            expires_at (datetime.datetime | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            allowed_ips (list[str]): CIDR ranges the key may be used from; empty: anywhere.
            status (ApiKeyStatus):
            created_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            secret (str): Send as `X-API-Key`.
            legacy_id (str | Unset): v1 form of a API key id: `key_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
     """

    id: UUID
    object_: Literal['api_key']
    name: str
    member_id: UUID
    masked_key: str
    scopes: list[Permission] | None
    expires_at: datetime.datetime | None
    allowed_ips: list[str]
    status: ApiKeyStatus
    created_at: datetime.datetime
    secret: str
    legacy_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        object_ = self.object_

        name = self.name

        member_id = str(self.member_id)

        masked_key = self.masked_key

        scopes: list[str] | None
        if isinstance(self.scopes, list):
            scopes = []
            for scopes_type_0_item_data in self.scopes:
                scopes_type_0_item = scopes_type_0_item_data.value
                scopes.append(scopes_type_0_item)


        else:
            scopes = self.scopes

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        allowed_ips = self.allowed_ips



        status = self.status.value

        created_at = self.created_at.isoformat()

        secret = self.secret

        legacy_id = self.legacy_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "name": name,
            "member_id": member_id,
            "masked_key": masked_key,
            "scopes": scopes,
            "expires_at": expires_at,
            "allowed_ips": allowed_ips,
            "status": status,
            "created_at": created_at,
            "secret": secret,
        })
        if legacy_id is not UNSET:
            field_dict["legacy_id"] = legacy_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        object_ = cast(Literal['api_key'] , d.pop("object"))
        if object_ != 'api_key':
            raise ValueError(f"object must match const 'api_key', got '{object_}'")

        name = d.pop("name")

        member_id = UUID(d.pop("member_id"))




        masked_key = d.pop("masked_key")

        def _parse_scopes(data: object) -> list[Permission] | None:
            if data is None:
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
            return cast(list[Permission] | None, data)

        scopes = _parse_scopes(d.pop("scopes"))


        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_nullable_timestamp_type_0 = datetime.datetime.fromisoformat(data)



                return componentsschemas_nullable_timestamp_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))


        allowed_ips = cast(list[str], d.pop("allowed_ips"))


        status = ApiKeyStatus(d.pop("status"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        secret = d.pop("secret")

        legacy_id = d.pop("legacy_id", UNSET)

        api_key_with_secret = cls(
            id=id,
            object_=object_,
            name=name,
            member_id=member_id,
            masked_key=masked_key,
            scopes=scopes,
            expires_at=expires_at,
            allowed_ips=allowed_ips,
            status=status,
            created_at=created_at,
            secret=secret,
            legacy_id=legacy_id,
        )


        api_key_with_secret.additional_properties = d
        return api_key_with_secret

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
