from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.firmware_campaign_create_targets import FirmwareCampaignCreateTargets





T = TypeVar("T", bound="FirmwareCampaignCreate")



@_attrs_define
class FirmwareCampaignCreate:
    """ 
        Attributes:
            location (str): Where the stations download the image (`https://` or `ftps://`; `http://` or `ftp://` only with
                a `signature`; no spaces).
            version (str): The firmware version the stations report at their BootNotification once installed.
            targets (FirmwareCampaignCreateTargets): Exactly one of `site_id` (every charging station at the site) or
                `asset_ids` (1 to 500 charging stations, all at one site).
            start_at (datetime.datetime): A point in time in a request body, in either version's form in every version: Unix
                seconds (an integer) or an RFC 3339 string, from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z. A fraction of
                a second, a numeric string or an instant outside those years is 422 `VALIDATION_ERROR` naming the field.
            max_concurrent (int): Stations between the send and the end (sent to installing) at once.
            halt_after_failures (int): Failed stations at which the whole campaign halts.
            signature (str | Unset): The image's signature (base64); with `signing_certificate`, both or neither.
            signing_certificate (str | Unset): The PEM certificate the signature verifies against.
            window (int | Unset): Minutes from `start_at` during which stations are sent the update; stations not sent by
                then fail `window_elapsed`. Default: 1440.
     """

    location: str
    version: str
    targets: FirmwareCampaignCreateTargets
    start_at: datetime.datetime
    max_concurrent: int
    halt_after_failures: int
    signature: str | Unset = UNSET
    signing_certificate: str | Unset = UNSET
    window: int | Unset = 1440





    def to_dict(self) -> dict[str, Any]:
        from ..models.firmware_campaign_create_targets import FirmwareCampaignCreateTargets # noqa: PLC0415
        location = self.location

        version = self.version

        targets = self.targets.to_dict()

        start_at = self.start_at.isoformat()

        max_concurrent = self.max_concurrent

        halt_after_failures = self.halt_after_failures

        signature = self.signature

        signing_certificate = self.signing_certificate

        window = self.window


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "location": location,
            "version": version,
            "targets": targets,
            "start_at": start_at,
            "max_concurrent": max_concurrent,
            "halt_after_failures": halt_after_failures,
        })
        if signature is not UNSET:
            field_dict["signature"] = signature
        if signing_certificate is not UNSET:
            field_dict["signing_certificate"] = signing_certificate
        if window is not UNSET:
            field_dict["window"] = window

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.firmware_campaign_create_targets import FirmwareCampaignCreateTargets # noqa: PLC0415
        d = dict(src_dict)
        location = d.pop("location")

        version = d.pop("version")

        targets = FirmwareCampaignCreateTargets.from_dict(d.pop("targets"))




        start_at = datetime.datetime.fromisoformat(d.pop("start_at"))




        max_concurrent = d.pop("max_concurrent")

        halt_after_failures = d.pop("halt_after_failures")

        signature = d.pop("signature", UNSET)

        signing_certificate = d.pop("signing_certificate", UNSET)

        window = d.pop("window", UNSET)

        firmware_campaign_create = cls(
            location=location,
            version=version,
            targets=targets,
            start_at=start_at,
            max_concurrent=max_concurrent,
            halt_after_failures=halt_after_failures,
            signature=signature,
            signing_certificate=signing_certificate,
            window=window,
        )

        return firmware_campaign_create

