import { heldOutBriefs } from "./held-out-briefs";
import { heldOutQueries } from "./held-out-queries";
import { unseenBriefs } from "./unseen-briefs";
import { unseenQueries } from "./unseen-queries";
import { finalBriefs } from "./final-briefs";
import { finalQueries } from "./final-queries";
import { freshBriefs } from "./fresh-briefs";
import { freshQueries } from "./fresh-queries";
import { fifthBriefs } from "./fifth-briefs";
import { fifthQueries } from "./fifth-queries";
import { sixthBriefs } from "./sixth-briefs";
import { sixthQueries } from "./sixth-queries";
import { seventhBriefs } from "./seventh-briefs";
import { seventhQueries } from "./seventh-queries";
import { eighthBriefs } from "./eighth-briefs";
import { eighthQueries } from "./eighth-queries";
import { ninthBriefs } from "./ninth-briefs";
import { ninthQueries } from "./ninth-queries";
import { tenthBriefs } from "./tenth-briefs";
import { tenthQueries } from "./tenth-queries";
import { eleventhBriefs } from "./eleventh-briefs";
import { eleventhQueries } from "./eleventh-queries";
import { twelfthBriefs } from "./twelfth-briefs";
import { twelfthQueries } from "./twelfth-queries";
import { thirteenthBriefs } from "./thirteenth-briefs";
import { thirteenthQueries } from "./thirteenth-queries";
import { fourteenthBriefs } from "./fourteenth-briefs";
import { fourteenthQueries } from "./fourteenth-queries";
import { fifteenthBriefs } from "./fifteenth-briefs";
import { fifteenthQueries } from "./fifteenth-queries";
import { sixteenthBriefs } from "./sixteenth-briefs";
import { sixteenthQueries } from "./sixteenth-queries";
import { seventeenthBriefs } from "./seventeenth-briefs";
import { seventeenthQueries } from "./seventeenth-queries";
import { eighteenthBriefs } from "./eighteenth-briefs";
import { eighteenthQueries } from "./eighteenth-queries";
import { nineteenthBriefs } from "./nineteenth-briefs";
import { nineteenthQueries } from "./nineteenth-queries";
import { twentiethBriefs } from "./twentieth-briefs";
import { twentiethQueries } from "./twentieth-queries";
import { twentyFirstBriefs } from "./twenty-first-briefs";
import { twentyFirstQueries } from "./twenty-first-queries";
import { twentySecondBriefs } from "./twenty-second-briefs";
import { twentySecondQueries } from "./twenty-second-queries";
import { twentyThirdBriefs } from "./twenty-third-briefs";
import { twentyThirdQueries } from "./twenty-third-queries";
import { twentyFourthBriefs } from "./twenty-fourth-briefs";
import { twentyFourthQueries } from "./twenty-fourth-queries";
import { twentyFifthBriefs } from "./twenty-fifth-briefs";
import { twentyFifthQueries } from "./twenty-fifth-queries";
import { twentySixthBriefs } from "./twenty-sixth-briefs";
import { twentySixthQueries } from "./twenty-sixth-queries";
import { twentySeventhBriefs } from "./twenty-seventh-briefs";
import { twentySeventhQueries } from "./twenty-seventh-queries";
import { twentyEighthBriefs } from "./twenty-eighth-briefs";
import { twentyEighthQueries } from "./twenty-eighth-queries";
import { twentyNinthBriefs } from "./twenty-ninth-briefs";
import { twentyNinthQueries } from "./twenty-ninth-queries";
import { thirtiethBriefs } from "./thirtieth-briefs";
import { thirtiethQueries } from "./thirtieth-queries";
import { thirtyFirstBriefs } from "./thirty-first-briefs";
import { thirtyFirstQueries } from "./thirty-first-queries";
import { thirtySecondBriefs } from "./thirty-second-briefs";
import { thirtySecondQueries } from "./thirty-second-queries";
import { thirtyThirdBriefs } from "./thirty-third-briefs";
import { thirtyThirdQueries } from "./thirty-third-queries";
import { thirtyFourthBriefs } from "./thirty-fourth-briefs";
import { thirtyFourthQueries } from "./thirty-fourth-queries";
import { thirtyFifthBriefs } from "./thirty-fifth-briefs";
import { thirtyFifthQueries } from "./thirty-fifth-queries";
import { thirtySixthBriefs } from "./thirty-sixth-briefs";
import { thirtySixthQueries } from "./thirty-sixth-queries";
import { thirtySeventhBriefs } from "./thirty-seventh-briefs";
import { thirtySeventhQueries } from "./thirty-seventh-queries";
import { thirtyEighthBriefs } from "./thirty-eighth-briefs";
import { thirtyEighthQueries } from "./thirty-eighth-queries";
import { thirtyNinthBriefs } from "./thirty-ninth-briefs";
import { thirtyNinthQueries } from "./thirty-ninth-queries";
import { fortiethBriefs } from "./fortieth-briefs";
import { fortiethQueries } from "./fortieth-queries";
import { fortyFirstBriefs } from "./forty-first-briefs";
import { fortyFirstQueries } from "./forty-first-queries";
import { fortySecondBriefs } from "./forty-second-briefs";
import { fortySecondQueries } from "./forty-second-queries";
import { fortyThirdBriefs } from "./forty-third-briefs";
import { fortyThirdQueries } from "./forty-third-queries";
import { fortyFourthBriefs } from "./forty-fourth-briefs";
import { fortyFourthQueries } from "./forty-fourth-queries";
import { fortyFifthBriefs } from "./forty-fifth-briefs";
import { fortyFifthQueries } from "./forty-fifth-queries";
import { fortySixthBriefs } from "./forty-sixth-briefs";
import { fortySixthQueries } from "./forty-sixth-queries";
import { fortySeventhBriefs } from "./forty-seventh-briefs";
import { fortySeventhQueries } from "./forty-seventh-queries";
import { fortyEighthBriefs } from "./forty-eighth-briefs";
import { fortyEighthQueries } from "./forty-eighth-queries";
import { fortyNinthBriefs } from "./forty-ninth-briefs";
import { fortyNinthQueries } from "./forty-ninth-queries";
import { fiftiethBriefs } from "./fiftieth-briefs";
import { fiftiethQueries } from "./fiftieth-queries";
import { fiftyFirstBriefs } from "./fifty-first-briefs";
import { fiftyFirstQueries } from "./fifty-first-queries";
import { fiftySecondBriefs } from "./fifty-second-briefs";
import { fiftySecondQueries } from "./fifty-second-queries";
import { fiftyThirdBriefs } from "./fifty-third-briefs";
import { fiftyThirdQueries } from "./fifty-third-queries";
import { fiftyFourthBriefs } from "./fifty-fourth-briefs";
import { fiftyFourthQueries } from "./fifty-fourth-queries";
import { fiftyFifthBriefs } from "./fifty-fifth-briefs";
import { fiftyFifthQueries } from "./fifty-fifth-queries";
import { fiftySixthBriefs } from "./fifty-sixth-briefs";
import { fiftySixthQueries } from "./fifty-sixth-queries";
import { fiftySeventhBriefs } from "./fifty-seventh-briefs";
import { fiftySeventhQueries } from "./fifty-seventh-queries";
import { fiftyEighthBriefs } from "./fifty-eighth-briefs";
import { fiftyEighthQueries } from "./fifty-eighth-queries";
import { fiftyNinthBriefs } from "./fifty-ninth-briefs";
import { fiftyNinthQueries } from "./fifty-ninth-queries";
import { sixtiethBriefs } from "./sixtieth-briefs";
import { sixtiethQueries } from "./sixtieth-queries";
import { sixtyFirstBriefs } from "./sixty-first-briefs";
import { sixtyFirstQueries } from "./sixty-first-queries";
import { sixtySecondBriefs } from "./sixty-second-briefs";
import { sixtySecondQueries } from "./sixty-second-queries";
import { sixtyThirdBriefs } from "./sixty-third-briefs";
import { sixtyThirdQueries } from "./sixty-third-queries";
import { sixtyFourthBriefs } from "./sixty-fourth-briefs";
import { sixtyFourthQueries } from "./sixty-fourth-queries";
import { sixtyFifthBriefs } from "./sixty-fifth-briefs";
import { sixtyFifthQueries } from "./sixty-fifth-queries";
import { sixtySixthBriefs } from "./sixty-sixth-briefs";
import { sixtySixthQueries } from "./sixty-sixth-queries";
import { sixtySeventhBriefs } from "./sixty-seventh-briefs";
import { sixtySeventhQueries } from "./sixty-seventh-queries";
import { sixtyEighthBriefs } from "./sixty-eighth-briefs";
import { sixtyEighthQueries } from "./sixty-eighth-queries";
import { sixtyNinthBriefs } from "./sixty-ninth-briefs";
import { sixtyNinthQueries } from "./sixty-ninth-queries";
import { seventiethBriefs } from "./seventieth-briefs";
import { seventiethQueries } from "./seventieth-queries";
import { seventyFirstBriefs } from "./seventy-first-briefs";
import { seventyFirstQueries } from "./seventy-first-queries";
import { seventySecondBriefs } from "./seventy-second-briefs";
import { seventySecondQueries } from "./seventy-second-queries";
import { seventyThirdBriefs } from "./seventy-third-briefs";
import { seventyThirdQueries } from "./seventy-third-queries";
import { seventyFourthBriefs } from "./seventy-fourth-briefs";
import { seventyFourthQueries } from "./seventy-fourth-queries";
import { seventyFifthBriefs } from "./seventy-fifth-briefs";
import { seventyFifthQueries } from "./seventy-fifth-queries";
import { seventySixthBriefs } from "./seventy-sixth-briefs";
import { seventySixthQueries } from "./seventy-sixth-queries";
import { seventySeventhBriefs } from "./seventy-seventh-briefs";
import { seventySeventhQueries } from "./seventy-seventh-queries";
import { seventyEighthBriefs } from "./seventy-eighth-briefs";
import { seventyEighthQueries } from "./seventy-eighth-queries";

/**
 * Every held-out set, in the order it was written: its letter in the README's tables, its name (the
 * prefix of its two files), its briefs and its queries. Each was measured first with the planner and
 * the matcher frozen, and read for diagnosis only after that first measurement. The benchmark and the
 * sets' own checks (evaluation.test.ts) read them from here, so a new set is added here alone.
 */
export const heldOutSets = [
  { letter: "A", name: "held-out", briefs: heldOutBriefs, queries: heldOutQueries },
  { letter: "B", name: "unseen", briefs: unseenBriefs, queries: unseenQueries },
  { letter: "C", name: "final", briefs: finalBriefs, queries: finalQueries },
  { letter: "D", name: "fresh", briefs: freshBriefs, queries: freshQueries },
  { letter: "E", name: "fifth", briefs: fifthBriefs, queries: fifthQueries },
  { letter: "F", name: "sixth", briefs: sixthBriefs, queries: sixthQueries },
  { letter: "G", name: "seventh", briefs: seventhBriefs, queries: seventhQueries },
  { letter: "H", name: "eighth", briefs: eighthBriefs, queries: eighthQueries },
  { letter: "I", name: "ninth", briefs: ninthBriefs, queries: ninthQueries },
  { letter: "J", name: "tenth", briefs: tenthBriefs, queries: tenthQueries },
  { letter: "K", name: "eleventh", briefs: eleventhBriefs, queries: eleventhQueries },
  { letter: "L", name: "twelfth", briefs: twelfthBriefs, queries: twelfthQueries },
  { letter: "M", name: "thirteenth", briefs: thirteenthBriefs, queries: thirteenthQueries },
  { letter: "N", name: "fourteenth", briefs: fourteenthBriefs, queries: fourteenthQueries },
  { letter: "O", name: "fifteenth", briefs: fifteenthBriefs, queries: fifteenthQueries },
  { letter: "P", name: "sixteenth", briefs: sixteenthBriefs, queries: sixteenthQueries },
  { letter: "Q", name: "seventeenth", briefs: seventeenthBriefs, queries: seventeenthQueries },
  { letter: "R", name: "eighteenth", briefs: eighteenthBriefs, queries: eighteenthQueries },
  { letter: "S", name: "nineteenth", briefs: nineteenthBriefs, queries: nineteenthQueries },
  { letter: "T", name: "twentieth", briefs: twentiethBriefs, queries: twentiethQueries },
  { letter: "U", name: "twenty-first", briefs: twentyFirstBriefs, queries: twentyFirstQueries },
  { letter: "V", name: "twenty-second", briefs: twentySecondBriefs, queries: twentySecondQueries },
  { letter: "W", name: "twenty-third", briefs: twentyThirdBriefs, queries: twentyThirdQueries },
  { letter: "X", name: "twenty-fourth", briefs: twentyFourthBriefs, queries: twentyFourthQueries },
  { letter: "Y", name: "twenty-fifth", briefs: twentyFifthBriefs, queries: twentyFifthQueries },
  { letter: "Z", name: "twenty-sixth", briefs: twentySixthBriefs, queries: twentySixthQueries },
  { letter: "AA", name: "twenty-seventh", briefs: twentySeventhBriefs, queries: twentySeventhQueries },
  { letter: "AB", name: "twenty-eighth", briefs: twentyEighthBriefs, queries: twentyEighthQueries },
  { letter: "AC", name: "twenty-ninth", briefs: twentyNinthBriefs, queries: twentyNinthQueries },
  { letter: "AD", name: "thirtieth", briefs: thirtiethBriefs, queries: thirtiethQueries },
  { letter: "AE", name: "thirty-first", briefs: thirtyFirstBriefs, queries: thirtyFirstQueries },
  { letter: "AF", name: "thirty-second", briefs: thirtySecondBriefs, queries: thirtySecondQueries },
  { letter: "AG", name: "thirty-third", briefs: thirtyThirdBriefs, queries: thirtyThirdQueries },
  { letter: "AH", name: "thirty-fourth", briefs: thirtyFourthBriefs, queries: thirtyFourthQueries },
  { letter: "AI", name: "thirty-fifth", briefs: thirtyFifthBriefs, queries: thirtyFifthQueries },
  { letter: "AJ", name: "thirty-sixth", briefs: thirtySixthBriefs, queries: thirtySixthQueries },
  { letter: "AK", name: "thirty-seventh", briefs: thirtySeventhBriefs, queries: thirtySeventhQueries },
  { letter: "AL", name: "thirty-eighth", briefs: thirtyEighthBriefs, queries: thirtyEighthQueries },
  { letter: "AM", name: "thirty-ninth", briefs: thirtyNinthBriefs, queries: thirtyNinthQueries },
  { letter: "AN", name: "fortieth", briefs: fortiethBriefs, queries: fortiethQueries },
  { letter: "AO", name: "forty-first", briefs: fortyFirstBriefs, queries: fortyFirstQueries },
  { letter: "AP", name: "forty-second", briefs: fortySecondBriefs, queries: fortySecondQueries },
  { letter: "AQ", name: "forty-third", briefs: fortyThirdBriefs, queries: fortyThirdQueries },
  { letter: "AR", name: "forty-fourth", briefs: fortyFourthBriefs, queries: fortyFourthQueries },
  { letter: "AS", name: "forty-fifth", briefs: fortyFifthBriefs, queries: fortyFifthQueries },
  { letter: "AT", name: "forty-sixth", briefs: fortySixthBriefs, queries: fortySixthQueries },
  { letter: "AU", name: "forty-seventh", briefs: fortySeventhBriefs, queries: fortySeventhQueries },
  { letter: "AV", name: "forty-eighth", briefs: fortyEighthBriefs, queries: fortyEighthQueries },
  { letter: "AW", name: "forty-ninth", briefs: fortyNinthBriefs, queries: fortyNinthQueries },
  { letter: "AX", name: "fiftieth", briefs: fiftiethBriefs, queries: fiftiethQueries },
  { letter: "AY", name: "fifty-first", briefs: fiftyFirstBriefs, queries: fiftyFirstQueries },
  { letter: "AZ", name: "fifty-second", briefs: fiftySecondBriefs, queries: fiftySecondQueries },
  { letter: "BA", name: "fifty-third", briefs: fiftyThirdBriefs, queries: fiftyThirdQueries },
  { letter: "BB", name: "fifty-fourth", briefs: fiftyFourthBriefs, queries: fiftyFourthQueries },
  { letter: "BC", name: "fifty-fifth", briefs: fiftyFifthBriefs, queries: fiftyFifthQueries },
  { letter: "BD", name: "fifty-sixth", briefs: fiftySixthBriefs, queries: fiftySixthQueries },
  { letter: "BE", name: "fifty-seventh", briefs: fiftySeventhBriefs, queries: fiftySeventhQueries },
  { letter: "BF", name: "fifty-eighth", briefs: fiftyEighthBriefs, queries: fiftyEighthQueries },
  { letter: "BG", name: "fifty-ninth", briefs: fiftyNinthBriefs, queries: fiftyNinthQueries },
  { letter: "BH", name: "sixtieth", briefs: sixtiethBriefs, queries: sixtiethQueries },
  { letter: "BI", name: "sixty-first", briefs: sixtyFirstBriefs, queries: sixtyFirstQueries },
  { letter: "BJ", name: "sixty-second", briefs: sixtySecondBriefs, queries: sixtySecondQueries },
  { letter: "BK", name: "sixty-third", briefs: sixtyThirdBriefs, queries: sixtyThirdQueries },
  { letter: "BL", name: "sixty-fourth", briefs: sixtyFourthBriefs, queries: sixtyFourthQueries },
  { letter: "BM", name: "sixty-fifth", briefs: sixtyFifthBriefs, queries: sixtyFifthQueries },
  { letter: "BN", name: "sixty-sixth", briefs: sixtySixthBriefs, queries: sixtySixthQueries },
  { letter: "BO", name: "sixty-seventh", briefs: sixtySeventhBriefs, queries: sixtySeventhQueries },
  { letter: "BP", name: "sixty-eighth", briefs: sixtyEighthBriefs, queries: sixtyEighthQueries },
  { letter: "BQ", name: "sixty-ninth", briefs: sixtyNinthBriefs, queries: sixtyNinthQueries },
  { letter: "BR", name: "seventieth", briefs: seventiethBriefs, queries: seventiethQueries },
  { letter: "BS", name: "seventy-first", briefs: seventyFirstBriefs, queries: seventyFirstQueries },
  { letter: "BT", name: "seventy-second", briefs: seventySecondBriefs, queries: seventySecondQueries },
  { letter: "BU", name: "seventy-third", briefs: seventyThirdBriefs, queries: seventyThirdQueries },
  { letter: "BV", name: "seventy-fourth", briefs: seventyFourthBriefs, queries: seventyFourthQueries },
  { letter: "BW", name: "seventy-fifth", briefs: seventyFifthBriefs, queries: seventyFifthQueries },
  { letter: "BX", name: "seventy-sixth", briefs: seventySixthBriefs, queries: seventySixthQueries },
  { letter: "BY", name: "seventy-seventh", briefs: seventySeventhBriefs, queries: seventySeventhQueries },
  { letter: "BZ", name: "seventy-eighth", briefs: seventyEighthBriefs, queries: seventyEighthQueries },
] as const;
