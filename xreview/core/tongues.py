"""The words of the other languages reviews arrive in: section names (French, Spanish, Portuguese, German, Italian,
Vietnamese, Russian, Turkish, Polish, Indonesian, Dutch, Czech, Swedish, Danish, Finnish, Hungarian, Romanian, Greek, Arabic, Persian, Japanese, Chinese, Korean), and the problem and praise words of Chinese, Japanese and Korean, which ``cues`` weighs as it
weighs the English ones."""

from __future__ import annotations

import re

from xreview.core.model import Severity

# the common section names in the other languages reviews arrive in (French, Spanish, Portuguese, German, Japanese, Chinese, Korean)
OTHER_TONGUE_ISSUES = re.compile(
    r"(?:probl[èe]mes?|points? d'attention|risques?|faiblesses|recommandations|dette technique|mauvaises pratiques|problemas|riesgos|debilidades|"
    r"recomendaciones|hallazgos|achados|constats|befunde|nicht blockierende (?:anmerkung|hinweis)\w*|kritikpunkte?|mängel|probleme|risiken|schw[äa]chen|schwachstellen|lücken|verbesserungen|empfehlungen|問題|懸念|指摘|課題|改善|弱み|弱点|弱项|未完成|名实不符|问题|风险|建议|不足|新增(?:/强化)?项|强化项|补充[^。：:\n]{0,12}(?:硬性)?要求|"
    r"riscos|melhorias|recomenda[çc][õo]es|pontos (?:fracos|de aten[çc][ãa]o)|sugest[õo]es|fraquezas|"
    r"이슈|문제점|위반|발견\s?사항|권고\s?사항|권장\s?사항|개선\s?사항|개선점|리스크|위험\s?요소|우려\s?사항|취약점|지적\s?사항|보완\s?사항|"
    r"problemi|criticità|vulnerabilità|rischi|raccomandazioni|suggerimenti|miglioramenti|aree di miglioramento|"  # Italian
    # the improvements and the missing pieces a review lists: "Oportunidades de mejora", "Axes d'amélioration", "Documentación faltante"
    r"oportunidades de (?:mejora|melhoria)|[áa]reas de mejora|pontos de melhoria|(?:axes|pistes|points) d'am[ée]lioration|points? [àa] am[ée]liorer|"
    r"verbesserungs(?:vorschl[äa]ge|potenzial|bedarf)|(?<=\w )(?:faltantes?|manquant(?:e|s|es)?|mancant[ei])|fehlende(?= \w)|"
    r"vấn đề|rủi ro|lỗ hổng bảo mật|điểm yếu|khuyến nghị|đề xuất|cải (?:thiện|tiến)|"  # Vietnamese
    r"проблем\w*|замечани\w*|недостатк\w*|уязвимост\w*|риск\w*|рекомендаци\w*|улучшени\w*|ошибк\w*|"  # Russian
    r"sorunlar\w*|\d+ sorun\b|uyarılar\w*|öneriler\w*|riskler\w*|eksik(?:lik)?ler\w*|iyileştirme\w*|güvenlik açıkları|"  # Turkish
    r"problemy\b|problemów|ryzyka|rekomendacje|zalecenia|uwagi|błędy|usprawnienia|luki|"  # Polish
    r"temuan|masalah|risiko|kelemahan|kekurangan|rekomendasi|saran|kerentanan|celah keamanan|area perbaikan|"  # Indonesian
    r"bevindingen|probleem|problemen|risico'?s|zwakke punten|verbeterpunten|verbetervoorstellen|aanbevelingen|kwetsbaarheden|fouten|overige kritiek|kritiekpunten|"  # Dutch
    r"problémy|problém\w*|nálezy|zjištění|rizika|doporučení|zranitelnosti|nedostatky|slabiny|varování|"  # Czech
    r"fynd|risker|rekommendationer|förbättringar|brister|sårbarheter|tidigare flaggat|"  # Swedish
    r"problemer|kritikpunkter|forbedringer|forbedringsforslag|anbefalinger|risici|svagheder|svakheter|funn|sårbarheder|mangler|hurtige gevinster|"  # Danish (Norwegian alike)
    r"ongelm(?:at|ia)|havainnot|riskit|heikkoudet|puutteet|haavoittuvuudet|parannettavaa|parannusehdotukset|korjattavaa|"  # Finnish
    r"problémák|problémái|figyelmeztetések|hiányosságok|hibák|kockázatok|gyengeségek|javaslatok|ajánlások|"  # Hungarian
    r"probleme(?: identificate)?|riscuri|vulnerabilități|deficiențe|îmbunătățiri|"  # Romanian
    r"ζητ[ήη]ματα|ευρ[ήη]ματα|προβλ[ήη]ματα|κ[ίι]νδυνοι|συστ[άα]σεις|αδυναμ[ίι]ες|βελτι[ώω]σεις|ευπ[άα]θειες|ελλε[ίι]ψεις|"  # Greek
    r"(?:نقاط )?الضعف|المشاكل|مشاكل|المخاطر|مخاطر|الثغرات|"  # Arabic
    r"مشکلات|مشکل\u200c?ها|ایرادات|ایراد\u200c?ها|نقاط ضعف|ریسک\u200c?ها|یافته\u200c?ها|توصیه\u200c?ها|پیشنهاد\u200c?ها|بهبود\u200c?ها|آسیب\u200c?پذیری\u200c?ها)",  # Persian
    re.IGNORECASE,
)
# praise, and the executive summary (which, as in English, is read as an overview, not as findings)
OTHER_TONGUE_SKIP = re.compile(r"(points? (?:positifs|forts)|\bforces\b|fortalezas|puntos fuertes|\bst[äa]rken|pontos (?:fortes|positivos)|"
                               r"(?:统计|統計)(?:信息|数据|數據|结果|結果|汇总|一览)?\s*(?:[(（][^)）]*[)）])?\s*$|^目[录錄次]$|resumo executivo|resumen ejecutivo|decisiones intencionales|decisões intencionais|décisions intentionnelles|r[ée]sum[ée] ex[ée]cutif|良い点|強み|优点|优势|已改善|明显改善|변경\s?사항|"
                                    r"장점|강점|잘된 점|잘한 점|잘 설계된|좋은 점|^证据(?:来源存档|来源|存档)$|準拠すべき|参照実装|^関連(?:ファイル|チケット|ドキュメント)$|"
                                    r"^entscheidungen$|erfüllte anforderungen|verificação n[oa]s? (?:código|banco)|verificación en (?:el )?(?:código|base de datos)|vérification dans (?:le code|la base)|überprüfung im code|判定|総評|結論|结论|变更(?:内容|说明|概述)?$|^评分$|^評分$|판정|결론|一致している|整合している|风险评估|風險評估|リスク評価|위험\s?평가|申し送り|引き継ぎ|照合した|確認結果|検証結果|验证结果|已执行验证|確認範囲|検証範囲|"
                                    r"不构成|误报|誤検知|오탐|collegamenti|documentazione correlata|files? coinvolti|"
                                    r"dipendenze|punti di forza|punti corretti|aspetti positivi|metodi funzionanti|best practice da seguire|điểm mạnh|ưu điểm|tin tốt|tổng quan|bảng điểm|kết luận|tài liệu chi tiết|сильные стороны|преимущества|итогов\w* оценк\w*|проверено (?:исполнением|запуском)|общ\w* оценк\w*|заключение|выводы?|pozitif bulgular|olumlu|güçlü yönler|sonuç|pozytywne aspekty|mocne strony|wnioski|poza zakresem|kapsam dışı|kapsamadık\w*|fuera del? alcance|hors (?:du )?(?:périmètre|champ)|außerhalb des (?:umfangs|scopes)|fuori (?:dal(?:l')? ?)?(?:perimetro|ambito)|buiten (?:de )?scope|kelebihan|kekuatan|poin positif|kesimpulan|ringkasan eksekutif|sterke punten|conclusie|pozitivní nálezy|silné stránky|závěr|styrkor|slutsats|styrker|konklusion|(?:samlet|overordnet) vurdering|checklist triển khai|trước khi deploy|tools? khuyến nghị|công cụ khuyến nghị|참고 (?:표준|자료|문서)|arquivos (?:modificados|alterados)|archivos modificados|(?:نقاط )?القوة|التقييم|الوصف|المكونات|الميزات|löst sedan sist|поза скоупом|поза межами|вне скоупа|за рамками|файли, які зміняться|(?:auto-)?opgeloste (?:issues|problemen)|değerlendirme\w*|önem derecesine göre|^dosyalar$|iletişim|notes? (?:for|to) (?:the )?implement(?:er|or)s?|hand-?over notes?|"
                                    r"^hyvää$|vahvuudet|hyvät puolet|positiiviset havainnot|pozitívak|pozitívumok|erősségek|kiemelkedő\w*|értékelés|"
                                    r"validáció eredmények|jóváhagyási kritériumok|összefoglaló|hivatkozások|mitä ei tehdä|joita ei kannata|"
                                    r"metodolog[íi]a(?: d[ae] \w+)?|m[ée]thodologie|methodik|"  # the audit's method, as "Methodology"
                                    r"خلاصه مدیریتی|نتیجه\u200c?(?:گیری| نهایی)|نقاط قوت|جمع\u200c?بندی|"  # Persian
                                    r"δυνατ[άα] σημε[ίι]α|θετικ[άα]|(?:ό,\s?)?τι ε[ίι]ναι σωστ[όο]|τι λειτουργε[ίι] καλ[άα]|συμπ[έε]ρασμα)", re.IGNORECASE)

# the same in Chinese and Japanese, which write no spaces (no word boundaries to match on), and in Korean
CJK_PROBLEM = re.compile(
    r"不够|不足|缺少|缺乏|欠缺|没有|无法|难以|不清|不明|模糊|曖昧|漏洞|错误|誤り|失败|風险|风险|リスク|隐患|懸念|问题|問題|"
    r"不一致|不完整|不可行|缺陷|反直觉|未(?:说明|定义|明确|指定)|矛盾|不严谨|误导|过于|過度|过度|太[多少大早宽晚]|偏大|理想化|乐观|未必|不要|不应|应该|应当|必须|需要|建议|"
    r"べき|必要|不十分|欠如|未定義|瓶颈|泄[露漏]|劫持|伪造|死循环|陷入|最弱|薄弱|脆弱|忽略|忽视|遗漏|应考虑|应确保|应使用|应避免|应改为|无意义|误操作|可能(?:会)?导致|缺失|丢失|崩溃|耗尽|低估|不准确|未(?:被)?覆盖|"
    # Korean, which writes spaces but joins its endings to its words ("검증 부재는", "누락 시")
    r"부재|누락|미적용|미설정|미검증|미정의|미구현|미처리|미흡|부족|불일치|과다|취약|위험|우회|오류|에러|실패|문제|필요|"
    r"없음|없습니다|않습니다|불충분|불가|어렵|모호|불명확|리스크|해야|하십시오|유실|노출|병목|오동작|애매|떨어[질지집]|깨[질지집]|미지원|불필요|혼선|혼란")

# next steps, which restate the findings as actions ("下一步行动", "Prochaines étapes", "Nächste Schritte")
OTHER_TONGUE_RECAP = re.compile(r"^(?:優先度|优先级)$|^offene punkte$|最優先|優先順位|(?<![a-z])top\s?\d{1,2}(?![\d])|下一步|汇总|总结|后续(?:行动|步骤|计划)|次のステップ|今後の対応|サマリー?|まとめ|다음 단계|prochaines? [ée]tapes|"
                                r"pr[óo]ximos pas(?:os|sos)|n[äa]chste schritte|piano (?:di correzione|d'azione)|prossimi passi|riepilogo|"
                                r"livello (?:di )?gravità|impatto funzionale|anti-?pattern da evitare|hoja de ruta|feuille de route|acciones inmediatas|points? d'am[ée]lioration prioritaires?|"
                                r"a[çc][õo]es imediatas|actions imm[ée]diates|sofortma[ßs]nahmen|lộ trình|kế hoạch|ưu tiên (?:sửa|khắc phục)|bắt đầu ngay|tổng kết|tóm tắt|план исправлени\w*|следующие шаги|"
                                r"приоритет\w* исправлени\w*|özet|sonraki adımlar|eylem planı|hızlı referans|podsumowanie|następne kroki|ringkasan|langkah (?:selanjutnya|berikutnya)|rencana (?:tindakan|aksi)|samenvatting|volgende stappen|shrnutí|doporučené akce|další kroky|akční plán|sammanfattning|nästa steg|åtgärdsplan|"
                                r"hvor man (?:med fordel )?starter|næste skridt|opsummering|sammenfatning|handlingsplan|leveranceforslag|"
                                r"összegzés|javítási terv|következő lépések|recomandări finale|imediat|(?:scurt|mediu|lung) termen|(?:court|moyen|long) terme|(?:corto|medio|largo) plazo|(?:curto|m[ée]dio|longo) prazo|(?:breve|medio|lungo) termine|acțiuni concrete|rezumat|concluzii|plan de implementare|yhteenveto|välittömät toimenpiteet|(?:lyhyt|keskipitkä|pitkä) tähtäin|(?:lyhyellä|keskipitkällä|pitkällä) aikavälillä|seuraavat (?:askeleet|vaiheet)|toimenpidesuunnitelma|tiekartta|الخلاصة|ملخص|الخطوات التالية|التوصيات|توصيات|"
                                r"اولویت\u200c?بندی|باید (?:قبل|پیش) از [^\n]{1,60} حل شو(?:ند|د)|گام\u200c?های بعدی|اقدامات (?:فوری|پیشنهادی)|نقشه\u200c? راه|برنامه\u200c? اقدام|"
                                r"σ[ύυ]νοψη|επ[όο]μενα β[ήη]ματα|σειρ[άα] δι[όο]ρθωσης|σχ[έε]διο δρ[άα]σης|προτεραι[όο]τητες|"
                                r"(?:resolution|remediation|fix) checklist|checklist (?:di )?risoluzione|реестр (?:замечаний|находок|проблем)|"
                                r"plano de (?:melhorias|a[çc][ãa]o|corre[çc][õo]es|implementa[çc][ãa]o)|plan de (?:mejoras?|acci[oó]n)", re.IGNORECASE)

# problem words of the other tongues that write spaces, weighed as the English ones are (Indonesian: "tidak punya tombol",
# "belum ada test", "dokumentasi menyesatkan"; Dutch: "gebruikt NIET", "ontbreekt"; Czech: "chybí", "žádná ochrana")
OTHER_PROBLEM = re.compile(r"\b(?:tidak|bukan|belum|tanpa|kurang|hilang|usang|salah|rusak|gagal|bocor|berisiko|risiko|masalah|celah|"
                           r"rentan|harus|perlu|sebaiknya|seharusnya|membingungkan|menyesatkan|lambat|"
                           r"niet|geen|ontbreekt|ontbrekende?|zonder|verloren|fout|kapot|moet|moeten|onduidelijk|verouderd|"  # Dutch
                           r"fehlt|fehlen|fehlende[nrs]?|falsch\w*|\w*fehler[ns]?\b|anfällig|unklar\w*|veraltet\w*|riskant|unsicher\w*|mangelhaft|lücke\w*|"  # German
                           r"chybí|chybějící|žádn\w*|není|nemá|nemají|bez|nedostatečn\w*|zranitelné|riziko|nelze|nejasné|"  # Czech
                           r"saknas|inte|ingen|inget|inga|utan|läcker|brist|måste|bör|kvarstår|oklar|"  # Swedish
                           r"ikke|intet|mangler|manglende|uden|forkert|fejl|ufuldstændig\w*|uklar\w*|skal|"  # Danish
                           r"ei|eikä|puuttuu|puuttuva\w*|puutteellinen|puute|puutteet|puutteita|ilman|heikko|tehoton|tehottom\w*|vaarallinen|haavoittuv\w*|"  # Finnish
                           r"virheellinen|epäselvä\w*|liian|pitää|täytyy|tulisi|pitäisi|"
                           r"nem|nincs|nincsenek|hiba|hibás|hibák|hiányzik|hiányos|hiánya|sikertelen|probléma\w*|konfliktus|lehetetlen|szükséges|"  # Hungarian
                           r"nu|fără|lipsă|lipsesc|inconsistență|eroare|erori|problemă|necesită|trebuie|incorect\w*|prea|"  # Romanian
                           r"غير|لا يوجد|لا توجد|فارغة?|مفقود\w*|يفشل|تفشل|سيفشل|خطأ|ناقصة?|معطلة?|مشكلة|بدون|يجب|عدم|نقص|تداخل|تكرار|تعقيد|تعارض\w*|"
                           r"نیست|ندارد|ندارند|نشده|نمی\u200c?\w+|نبود|کمبود|ضعف|ناقص|خالی|باید|اشتباه|خطا|مشکل|"  # Persian
                           r"δεν|χωρ[ίι]ς|λε[ίι]π(?:ει|ουν)|λ[άα]θος|σφ[άα]λμα\w*|κ[ίι]νδυν\w*|πρ[έε]πει|ελλιπ\w*|ασυν[έε]πει\w*|διαρρο[ήη]|ευπ[άα]θει\w*|"  # Greek
                           r"eksik\w*|yok|yoktur|değil|olmadan|başarısız|sızıntı\w*|hatalı|"  # Turkish
                           r"problema latente|problemi|ambigu[oa]|mancant[ei]|incoerent[ei]|fuorviant[ei]|"  # Italian
                           r"ثغرات?|فقدان|ضعف)\b", re.IGNORECASE)  # Arabic ("عدم اتساق": inconsistency, "تداخل": overlap)

# advice in the imperative, first in a point, in Dutch, Indonesian, Danish and Finnish ("Migreer `agent.py` naar …", "Tambahkan test …")
# and in Korean, which ends a point on its action noun ("RLS 정책 점검/추가(특히 … 테이블).", "… 일관성 유지.")
OTHER_RECOMMEND = re.compile(r"^(?:\W{0,3}\s*(?:gebruik|verwijder|migreer|centraliseer|implementeer|voeg|zorg|controleer|vermijd|documenteer|overweeg|"
                             r"maak|archiveer|splits|valideer|beperk|tambahkan|tambah|perbarui|perbaiki|hapus|gunakan|pastikan|buat|"
                             r"lakukan|putuskan|pertimbangkan|terapkan|tilføj|angiv|overvej|gør|brug|beskriv|lav|giv|ryd|fjern|ret|flyt|opdatér|opdater|"
                             r"ensret|håndtér|afklar|undgå|sørg|dokumentér|lisää|korjaa|optimoi|paranna|implementoi|toteuta|käytä|harkitse|"
                             r"poista|vaihda|validoi|sanitoi|siirrä|varmista|dokumentoi|testaa|rajoita|päivitä|tarkista|"
                             r"adăugare|adăugați|verificare|verificați|uniformizare|consolidare|documentare|testare|asigurare|corecție|eliminare|actualizare|"
                             r"πρ[όο]σθεσε|προσθ[έε]στε|χρησιμοπο[ίι]ησε|χρησιμοποι[ήη]στε|αφα[ίι]ρεσε|αφαιρ[έε]στε|[έε]λεγξε|ελ[έε]γξτε|"
                             r"βεβαιωθε[ίι]τε|τεκμηρι[ώω]στε|διορθ[ώω]στε|δι[όο]ρθωσε|αποφ[ύυ]γετε|ορ[ίι]στε|περιορ[ίι]στε|κρ[άα]τα)\b|(?=[^\n]*[\uac00-\ud7af][^\n]*?(?:점검|추가|도입|통합|정리|제거|구현|변경|"
                             r"적용|강화|검토|분리|개선|유지|확보|수정|통일|강제|교체)(?:/[^\s/()]+)?(?:\s*\([^()\n]*\))?\s*\.?\s*(?:\n|$)))", re.IGNORECASE)

# the characters of Japanese kana, Chinese (with extension A) and Korean: one class for every reader of them
CJK_CHARS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
CJK_TEXT = re.compile(f"[{CJK_CHARS}]")
# praise in Chinese, Japanese and Korean ("需求真实性：极高", "最优解", "매우 높음", "충실하게 반영"); "不合理", "부적절" are no praise
CJK_PRAISE = re.compile(r"极高|非常合理|合理|精准|准确|最优解|优势|正确|清晰|出色|很好|扎实|老练|(?<![应需要须該该])明[确確](?![未不没])|成立|良い|優れ|適切|"
                        r"매우 높음|우수|훌륭|인상적|좋습니다|적절|합리적|견고|명확하|충실|정확(?![도성])|잘 전달")  # not "정확도가 떨어질" (accuracy drops)
CJK_NEGATION = ("不", "未", "부", "불", "비")

# a severity a German, French, Spanish or Portuguese heading names: "Hohe Priorität (Bald beheben)", "Kritische Probleme",
# "Priorité haute", "Problèmes critiques", "Prioridad media" — the whole heading, so a sentence never reads as one
_NOUN = (r"ongelmat|prioriteetin|priorit[àa]|prioritás|problémák|hibák|probleme|prioritate|priorit[äa]t|priorit[ée]s?|prioridad(?:es)?|prioridades?|hallazgos?|achados?|constats?|befunde|bevindingen|riscos?|probleme?|probl[èe]mes?|problemas?|risiken|risques?|riesgos?|punkte|"
         r"points?|puntos?|vấn đề|ưu tiên|rủi ro|mức độ|проблем\w*|приоритет\w*|пріоритет\w*|критичност\w*|sorunlar\w*|öncelik\w*|risk|problemy|priorytet\w*|prioritas|masalah|temuan|risiko|prioriteit|probleem|problemen|priorit[ay]|problémy|nálezy|rizika|prioritet|fynd|problemer|forbedringer|anbefalinger|المشاكل|مشاكل|المخاطر|أولوية")
_LEVEL = re.compile(rf"(?:(?:{_NOUN})\s+)?(?P<level>nghiêm trọng|khẩn cấp|trung bình|\w+)(?:\s+(?:{_NOUN})){{0,2}}")  # "Orta Öncelikli Sorunlar"
_LEVELS = (
    (re.compile(r"kritisch\w*|critiques?|cr[íi]tic[oa]s?|bloquant\w*|bloqueantes?|nghiêm trọng|khẩn cấp|критичн\w*|критическ\w*|блокирующ\w*|kritik|krytyczn\w*|kritis|kritieke?|kritick\w*|kritisk\w*|kriittis\w*|kritikus|critice|critică|critic[io]|critich[ei]|קריטי\w*|الحرجة|حرجة|κρ[ίι]σιμ\w*|بحرانی|حیاتی"), Severity.CRITICAL),
    (re.compile(r"hoh\w*|hoch|mittler\w*|mittel|hautes?|[ée]lev[ée]e?s?|moyen(?:ne)?s?|majeur\w*|alt[oa]s?|alt[ie]|m[ée]di[oa]s?|medi[ie]|moderat[oiae]|mayor\w*|importantes?|wichtig\w*|cao|trung bình|высок\w*|важн\w*|средн\w*|висок\w*|середн\w*|серьезн\w*|yüksek|orta|önemli|wysok\w*|średni\w*|ważn\w*|tinggi|tertinggi|sedang|penting|hoog|hoge|gemiddeld\w*|middel|belangrijk\w*|vysok\w*|střední|hög|medel|vigtige?|viktige?|høje?|alvorlige?|korkea\w*|keskitason|vakavat|magas|közepes|גבוה\w*|בינוני\w*|υψηλ\w*|μεσα[ίι]\w*|σοβαρ\w*|σημαντικ\w*|μ[έε]τρι\w*|زیاد|بالا|شدید|متوسط"),
     Severity.HIGH),
    (re.compile(r"niedrig\w*|gering\w*|basses?|faibles?|mineur\w*|baj[oa]s?|baix[oa]s?|menor\w*|thấp|nhỏ|низк\w*|низьк\w*|незначительн\w*|желательн\w*|мелк\w*|düşük|küçük|nisk\w*|drobn\w*|rendah|ringan|laag|lage|nízk\w*|låg|lave?|matala\w*|pienet|alacsony|bass[oa]|bassi|bass[e]|minor[ie]|נמוך\w*|χαμηλ\w*|μικρ\w*|ελ[άα]σσον\w*|کم|پایین|جزئی"), Severity.LOW),
)


# the severity (priority) column of a table: "| Prioridade |", "| Priorité |", "| Schweregrad |"
SEVERITY_COLUMNS = ("prioridade", "prioridad", "priorité", "priorität", "priorità", "gravità", "severità", "severidade", "severidad", "gravité", "sévérité", "schweregrad",
                    "严重度", "严重程度", "重要度", "серьёзность", "серьезность", "критичность", "приоритет", "важность")
# a heading's aside saying its points are not findings: "### Nits (não findings)", "Notes (not issues)"
NOT_FINDINGS = re.compile(r"\(\s*(?:(?:not|não|no|nicht|keine|pas des?|pas)\s+(?:findings?|issues?|befunde|problemas?|problèmes?|achados|hallazgos)|no (?:fix|action|change)(?:es|s)? (?:needed|required))\s*\)",
                          re.IGNORECASE)
# the column of a findings table that names each finding, in other tongues ("| Befund |", "| 指摘 |", "| суть |", "| Recomendación |")
TITLE_COLUMNS = ("vấn đề", "problema", "problème", "befund", "hallazgo", "achado", "constat", "bevinding", "指摘", "问题", "問題", "现象", "суть", "проблема",
                 "замечание", "punkt", "criticità", "opis", "描述", "khuyến nghị", "recommandation", "recomendación", "recomendação", "empfehlung")  # "| Kod | Liczba | Opis | Akcja |"


def level(word: str) -> Severity | None:
    """The severity one level word names in German, French, Spanish or Portuguese ("hoch", "élevée", "baixo")."""
    return next((severity for words, severity in _LEVELS if words.fullmatch(word.strip().lower())), None)


def named_severity(label: str) -> Severity | None:
    """The severity a heading in German, French, Spanish or Portuguese announces and nothing else (lower case, asides
    removed)."""
    match = _LEVEL.fullmatch(label.strip())
    if match is None or not (re.search(_NOUN, label) or label.strip() not in ("media", "medio")):
        return None  # "Alta", "Crítica", "Importante" alone — not "Media", which an English review may head a section with
    return level(match.group("level"))


# English function words: a review in another alphabetic tongue has almost none outside its code
_ENGLISH_WORDS = frozenset("the and of to is in for that with be are this not on as it or by an if no should must can will from at was "
                           "has have which".split())
_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.DOTALL)


def is_foreign(text: str) -> bool:
    """``text`` is written in another tongue with spaces between its words (Spanish, Russian, Czech, Indonesian …):
    under 4.5 % of its words, outside code, are English function words. Chinese, Japanese and Korean are read by
    their own word lists, not by this, and so is Arabic."""
    if CJK_TEXT.search(text[:2000]) or re.search(r"[\u0600-\u06ff]{3}", text[:2000]):
        return False
    words = re.findall(r"[^\W\d_]{2,}", _CODE.sub(" ", text[:20000]).lower())
    return len(words) >= 30 and sum(1 for w in words if w in _ENGLISH_WORDS) < 0.045 * len(words)


def cjk_claim(title: str, named: re.Match[str] | None) -> bool:
    """A numbered heading whose Chinese or Japanese section word ends a claim ("1. GDI 资源泄漏风险", a GDI resource-leak
    risk): five characters or more before the word, or a name in Latin letters, say which one — not "2. 安全风险"."""
    if named is None or not CJK_TEXT.search(named.group(0)) or not re.match(r"^\W*\d{1,3}[.)、]\s*", title):
        return False
    before = named.string[: named.start()]  # the heading's words before its section word (numbers and marks removed)
    return len(re.sub(r"\s", "", before)) >= 5 or (bool(re.search(r"[A-Za-z]{2,}", before)) and len(CJK_TEXT.findall(before)) >= 2)
