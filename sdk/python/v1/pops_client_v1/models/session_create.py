from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SessionCreate")



@_attrs_define
class SessionCreate:
    """ 
        Attributes:
            asset_id (str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            reference (str | Unset): The driver's or card's reference. Trimmed; 1 to 64 characters after trimming; no
                control characters.
            evse_id (int | Unset): On a charging station, the EVSE to charge on (OCPP `evseId`); without it the lowest free
                one (409 `no_evse_available` when none is). Not for a plain asset (422).
     """

    asset_id: str
    reference: str | Unset = UNSET
    evse_id: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        reference = self.reference

        evse_id = self.evse_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asset_id": asset_id,
        })
        if reference is not UNSET:
            field_dict["reference"] = reference
        if evse_id is not UNSET:
            field_dict["evse_id"] = evse_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        reference = d.pop("reference", UNSET)

        evse_id = d.pop("evse_id", UNSET)

        session_create = cls(
            asset_id=asset_id,
            reference=reference,
            evse_id=evse_id,
        )

        return session_create

