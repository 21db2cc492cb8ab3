from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.id_token_type import IdTokenType
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="IdToken")



@_attrs_define
class IdToken:
    """ 
        Attributes:
            id (str): v1 form of an id token id: `tok_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern
                allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128
                bits).
            object_ (Literal['id_token']):
            organization_id (str): v1 form of a organization id: `org_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
            id_token (str):
            type_ (IdTokenType): An OCPP `IdTokenEnumType` other than `Central` and `NoAuthorization`.
            reference (None | str): Copied to the sessions the token starts.
            site_id (None | str): The site whose stations accept the token; null for every station of the organization. Set
                when listed, never changed.
            created_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    id: str
    object_: Literal['id_token']
    organization_id: str
    id_token: str
    type_: IdTokenType
    reference: None | str
    site_id: None | str
    created_at: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        organization_id = self.organization_id

        id_token = self.id_token

        type_ = self.type_.value

        reference: None | str
        reference = self.reference

        site_id: None | str
        site_id = self.site_id

        created_at = self.created_at


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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['id_token'] , d.pop("object"))
        if object_ != 'id_token':
            raise ValueError(f"object must match const 'id_token', got '{object_}'")

        organization_id = d.pop("organization_id")

        id_token = d.pop("id_token")

        type_ = IdTokenType(d.pop("type"))




        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        def _parse_site_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        site_id = _parse_site_id(d.pop("site_id"))


        created_at = d.pop("created_at")

        id_token = cls(
            id=id,
            object_=object_,
            organization_id=organization_id,
            id_token=id_token,
            type_=type_,
            reference=reference,
            site_id=site_id,
            created_at=created_at,
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
