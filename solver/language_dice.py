"""The dice of the French, German, Spanish and Dutch editions.

No reliable source gives the dice of those editions as published (sets passed around on the web
for a "French Boggle" have no traceable origin), so every set here is DERIVED, not published:
scripts/derive_dice.py made each from the letter counts of the language's word list, folded the
language's way (solver.folding), with at least one face for every letter, Qu as one face as on
the English dice, and Ñ in the Spanish sets. Regenerate with, for example,
``python scripts/derive_dice.py fr /usr/share/dict/french 16`` (the lists: Debian's wfrench
1.2.7, wngerman 20161207, wspanish 1.0.30, wdutch 2.20.19).

Names: the language code for 4x4, then -big (5x5) and -superbig (6x6), as the English sets.
"""

from __future__ import annotations

from solver.dice import DiceSet, dice_set_of

LANGUAGE_DICE: dict[str, DiceSet] = {
    s.name: s
    for s in (
        dice_set_of(
            "fr",
            4,
            "ABCNSY ABLNSX ACEFST ACEFST ADEGST AKLNSU ALNSUW ALN[Qu]SU DEGIRT DEHIRT EHIMRT "
            "EIJNOP EIMORV EIMORV EIOPRZ EIOPRZ",
        ),
        dice_set_of(
            "fr-big",
            5,
            "ACEGIT ACEGRT ADEORV ADEORY ADEORY ADERTV AEGRTU AEHRTU AEHRTU AE[Qu]RTU AE[Qu]RTU "
            "AMORSZ AMORSZ BEILNS BEILNS BEILNS CEFINS CEFIST CEFIST EILNPS EILNPS IJMNOS IKMNOS "
            "ILNPSX INOPSW",
        ),
        dice_set_of(
            "fr-superbig",
            6,
            "ABEILN ABEILN ABEILN ABEILN ACEFIN ADORSY ADORSY ADO[Qu]RS AEFILN AEILNP AEILNP "
            "AEILNP AEILNP AEIMNO AEIMNO AEINOP AIKMOR AIMNOW AIMNOX AJMORS CEFIST CEFIST CEGIST "
            "CEGRST CEGRST CEGRST DEORSZ DEO[Qu]RS DERSTZ EHRSTU EHRSTU EHRSTU ERSTUV ERSTUV "
            "ERSTUV ERSTUZ",
        ),
        dice_set_of(
            "de",
            4,
            "AEGLRW AEGLRW AEJMSU AEMRUZ AEMRUZ BEFINS BINOSX BINOSY CEFINS CEHKNT CEHKNT DEHNPT "
            "DEHPRT DELRTV EGLRTV EIO[Qu]SU",
        ),
        dice_set_of(
            "de-big",
            5,
            "ACEFNS ACEFNS ACEFNS ACENOS ACENOS ADEKNT ADEKNT AENOSU BEIJLR BEILRV BEILRW BEILRW "
            "DEHKNT DEHNPT DEHPRT EGHPRT EGHRTZ EGHRTZ EGLRTV EGLRTZ EIMNSU EIMSUX EIMSUY "
            "EIM[Qu]RU EINOSU",
        ),
        dice_set_of(
            "de-superbig",
            6,
            "AEEOSU AEJLMR AELMRZ AELMRZ AELMRZ AELMSX AELM[Qu]R AENOSU AENOSU AENOSU AENOSU "
            "AEOSUY BEGINS BEGINS BEINSU BEINSU BEINSU CEHRTV CEHRTV CEHRTV CELRTW CELRTW CELRTW "
            "DEHKNT DEHKRT DEHPRT DEHPRT DEHPRT DEHPRT DEIKNT EFGINS EFGINS EFGINS EFGINS EFGINT "
            "EGIKNT",
        ),
        dice_set_of(
            "es",
            4,
            "ACDIJP ACDIKU ACDO[Qu]U ADIPRZ AEFNOS AEGNOS AEGNRS AEHRST AHIMRT AIMRTV AIMRTV "
            "AIPRTZ BCELOX BELNOY CELOUW EFLNOÑ",
        ),
        dice_set_of(
            "es-big",
            5,
            "ABCDEO ABCDEO ABDENO ACDEGO ACDEGO ACEGOS ACFIRS ACFIRS ACHIRS ADENOP AELNOP AHIRST "
            "AIJMRT AIJRST AIMRTV AIMRTV AIM[Qu]RT AIM[Qu]RT AIRTUZ ALNRUZ EKLNRU ELNOPY ELNOPÑ "
            "ELNOUW ELNOUX",
        ),
        dice_set_of(
            "es-superbig",
            6,
            "ABELNO ABELNO ABELNO ABELNO ABELNO ACDEGO ACDEGO ACDEGO ACDEGO ACDEOP ACFIRS ACFIRS "
            "ACFORS ACHIRS ACHIRS ACHIRS ADENOP ADENOP ADENOP ADENOP AELNOU AIJMRT AIJMRT AIMRTZ "
            "AIMRTZ AIMRTÑ AIM[Qu]RT AIM[Qu]RT AIRSTV AIRSTV AIRSTV EIKLRU EIRTUÑ ELNOUX ELNOUY "
            "ELNRUW",
        ),
        dice_set_of(
            "nl",
            4,
            "ADEJMT ADEJMT ADEPTV ADEPTV AEHKRS AEHMRS BILNOY BILNOZ CELNOR CELNRS EFKNRS EFKNRS "
            "EGIO[Qu]U EGIPTW EGITUW GINOUX",
        ),
        dice_set_of(
            "nl-big",
            5,
            "AEGNOU AEGNOU AEGNTU AEGNTU AEHIKO AEHIKO AEHKNO AEIJKO AEIJKO BEIJOS BEILSV BEILSV "
            "BEILSV CEFILS CEFILS CELRSW CELRSW DEMRSZ DEMRTZ DENPRT DMNRTX DMN[Qu]RT DNPRTY "
            "EGNPRT EGNPRT",
        ),
        dice_set_of(
            "nl-superbig",
            6,
            "ABDENS ABDENS ABDENS ABDNSY ABDNTX ACDENS ACDENS ACDENS ACDENS AELTUW AELTUW AELTUZ "
            "AELTUZ ALN[Qu]TU CEGINS EFLPRT EFOPRT EFOPRT EGHINO EGHINS EGHINS EGHINS EGHINS "
            "EGIMOR EGIMOR EIKMOR EIKMOR EIKMOR EIKORV EIKORV EIKORV EJLPRT EJLPRT EJLPRT EKORTV "
            "ELRTUW",
        ),
    )
}
