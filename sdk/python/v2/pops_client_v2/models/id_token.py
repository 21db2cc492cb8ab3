from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.id_token_type import IdTokenType
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="IdToken")



@_attrs_define
class IdToken:
    """ 
        Attributes:
            id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            object_ (Literal['id_token']):
            organization_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            id_token (str):
            type_ (IdTokenType): An OCPP `IdTokenEnumType` other than `Central` and `NoAuthorization`.
            reference (None | str): Copied to the sessions the token starts.
            site_id (None | UUID): The site whose stations accept the token; null for every station of the organization. Set
                when listed, never changed.
            created_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            legacy_id (str | Unset): v1 form of an id token id: `tok_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
     """

    id: UUID
    object_: Literal['id_token']
    organization_id: UUID
    id_token: str
    type_: IdTokenType
    reference: None | str
    site_id: None | UUID
    created_at: datetime.datetime
    legacy_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        object_ = self.object_

        organization_id = str(self.organization_id)

        id_token = self.id_token

        type_ = self.type_.value

        reference: None | str
        reference = self.reference

        site_id: None | str
        if isinstance(self.site_id, UUID):
            site_id = str(self.site_id)
        else:
            site_id = self.site_id

        created_at = self.created_at.isoformat()

        legacy_id = self.legacy_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "organization_id": organization_id,
            "id_token": id_token,
            "type": type_,
            "reference": reference,
            "site_id": site_id,
            "created_at": created_at,
        })
        if legacy_id is not UNSET:
            field_dict["legacy_id"] = legacy_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        object_ = cast(Literal['id_token'] , d.pop("object"))
        if object_ != 'id_token':
            raise ValueError(f"object must match const 'id_token', got '{object_}'")

        organization_id = UUID(d.pop("organization_id"))




        id_token = d.pop("id_token")

        type_ = IdTokenType(d.pop("type"))




        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        def _parse_site_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                site_id_type_0 = UUID(data)



                return site_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        site_id = _parse_site_id(d.pop("site_id"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        legacy_id = d.pop("legacy_id", UNSET)

        id_token = cls(
            id=id,
            object_=object_,
            organization_id=organization_id,
            id_token=id_token,
            type_=type_,
            reference=reference,
            site_id=site_id,
            created_at=created_at,
            legacy_id=legacy_id,
        )


        id_token.additional_properties = d
        return id_token

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
