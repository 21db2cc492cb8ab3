from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.id_token_type import IdTokenType
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="IdTokenCreate")



@_attrs_define
class IdTokenCreate:
    """ 
        Attributes:
            id_token (str): OCPP `IdTokenType.idToken`, 1 to 36 printable ASCII characters; compared without case.
            type_ (IdTokenType | Unset): An OCPP `IdTokenEnumType` other than `Central` and `NoAuthorization`.
            reference (None | str | Unset): Trimmed; 1 to 64 characters after trimming; no control characters.
            site_id (None | Unset | UUID): The site whose stations accept the token; absent or null for every station of the
                organization (owners and admins only).
     """

    id_token: str
    type_: IdTokenType | Unset = UNSET
    reference: None | str | Unset = UNSET
    site_id: None | Unset | UUID = UNSET





    def to_dict(self) -> dict[str, Any]:
        id_token = self.id_token

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value


        reference: None | str | Unset
        if isinstance(self.reference, Unset):
            reference = UNSET
        else:
            reference = self.reference

        site_id: None | str | Unset
        if isinstance(self.site_id, Unset):
            site_id = UNSET
        elif isinstance(self.site_id, UUID):
            site_id = str(self.site_id)
        else:
            site_id = self.site_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id_token": id_token,
        })
        if type_ is not UNSET:
            field_dict["type"] = type_
        if reference is not UNSET:
            field_dict["reference"] = reference
        if site_id is not UNSET:
            field_dict["site_id"] = site_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id_token = d.pop("id_token")

        _type_ = d.pop("type", UNSET)
        type_: IdTokenType | Unset
        if isinstance(_type_,  Unset):
            type_ = UNSET
        else:
            type_ = IdTokenType(_type_)




        def _parse_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference = _parse_reference(d.pop("reference", UNSET))


        def _parse_site_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                site_id_type_0 = UUID(data)



                return site_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        site_id = _parse_site_id(d.pop("site_id", UNSET))


        id_token_create = cls(
            id_token=id_token,
            type_=type_,
            reference=reference,
            site_id=site_id,
        )

        return id_token_create

