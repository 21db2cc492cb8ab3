from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="WebhookSecretRotation")



@_attrs_define
class WebhookSecretRotation:
    """ 
        Attributes:
            overlap_seconds (int | Unset): How long the replaced secret keeps signing beside the new one (0 ends it at
                once). Default: 86400.
     """

    overlap_seconds: int | Unset = 86400





    def to_dict(self) -> dict[str, Any]:
        overlap_seconds = self.overlap_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if overlap_seconds is not UNSET:
            field_dict["overlap_seconds"] = overlap_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        overlap_seconds = d.pop("overlap_seconds", UNSET)

        webhook_secret_rotation = cls(
            overlap_seconds=overlap_seconds,
        )

        return webhook_secret_rotation

