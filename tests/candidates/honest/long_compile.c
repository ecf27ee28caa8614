/* long_compile: 400 generated helper functions and a fully unrolled k-loop of 128 terms: a
 * compile of a few seconds, still far inside the compiler time limit. */
#include "kbench.h"
static float h0(float x) { return x * 1.0000f - x * 0.0000f; }
static float h1(float x) { return x * 1.0010f - x * 0.0010f; }
static float h2(float x) { return x * 1.0020f - x * 0.0020f; }
static float h3(float x) { return x * 1.0030f - x * 0.0030f; }
static float h4(float x) { return x * 1.0040f - x * 0.0040f; }
static float h5(float x) { return x * 1.0050f - x * 0.0050f; }
static float h6(float x) { return x * 1.0060f - x * 0.0060f; }
static float h7(float x) { return x * 1.0070f - x * 0.0070f; }
static float h8(float x) { return x * 1.0080f - x * 0.0080f; }
static float h9(float x) { return x * 1.0090f - x * 0.0090f; }
static float h10(float x) { return x * 1.0100f - x * 0.0100f; }
static float h11(float x) { return x * 1.0110f - x * 0.0110f; }
static float h12(float x) { return x * 1.0120f - x * 0.0120f; }
static float h13(float x) { return x * 1.0130f - x * 0.0130f; }
static float h14(float x) { return x * 1.0140f - x * 0.0140f; }
static float h15(float x) { return x * 1.0150f - x * 0.0150f; }
static float h16(float x) { return x * 1.0160f - x * 0.0160f; }
static float h17(float x) { return x * 1.0170f - x * 0.0170f; }
static float h18(float x) { return x * 1.0180f - x * 0.0180f; }
static float h19(float x) { return x * 1.0190f - x * 0.0190f; }
static float h20(float x) { return x * 1.0200f - x * 0.0200f; }
static float h21(float x) { return x * 1.0210f - x * 0.0210f; }
static float h22(float x) { return x * 1.0220f - x * 0.0220f; }
static float h23(float x) { return x * 1.0230f - x * 0.0230f; }
static float h24(float x) { return x * 1.0240f - x * 0.0240f; }
static float h25(float x) { return x * 1.0250f - x * 0.0250f; }
static float h26(float x) { return x * 1.0260f - x * 0.0260f; }
static float h27(float x) { return x * 1.0270f - x * 0.0270f; }
static float h28(float x) { return x * 1.0280f - x * 0.0280f; }
static float h29(float x) { return x * 1.0290f - x * 0.0290f; }
static float h30(float x) { return x * 1.0300f - x * 0.0300f; }
static float h31(float x) { return x * 1.0310f - x * 0.0310f; }
static float h32(float x) { return x * 1.0320f - x * 0.0320f; }
static float h33(float x) { return x * 1.0330f - x * 0.0330f; }
static float h34(float x) { return x * 1.0340f - x * 0.0340f; }
static float h35(float x) { return x * 1.0350f - x * 0.0350f; }
static float h36(float x) { return x * 1.0360f - x * 0.0360f; }
static float h37(float x) { return x * 1.0370f - x * 0.0370f; }
static float h38(float x) { return x * 1.0380f - x * 0.0380f; }
static float h39(float x) { return x * 1.0390f - x * 0.0390f; }
static float h40(float x) { return x * 1.0400f - x * 0.0400f; }
static float h41(float x) { return x * 1.0410f - x * 0.0410f; }
static float h42(float x) { return x * 1.0420f - x * 0.0420f; }
static float h43(float x) { return x * 1.0430f - x * 0.0430f; }
static float h44(float x) { return x * 1.0440f - x * 0.0440f; }
static float h45(float x) { return x * 1.0450f - x * 0.0450f; }
static float h46(float x) { return x * 1.0460f - x * 0.0460f; }
static float h47(float x) { return x * 1.0470f - x * 0.0470f; }
static float h48(float x) { return x * 1.0480f - x * 0.0480f; }
static float h49(float x) { return x * 1.0490f - x * 0.0490f; }
static float h50(float x) { return x * 1.0500f - x * 0.0500f; }
static float h51(float x) { return x * 1.0510f - x * 0.0510f; }
static float h52(float x) { return x * 1.0520f - x * 0.0520f; }
static float h53(float x) { return x * 1.0530f - x * 0.0530f; }
static float h54(float x) { return x * 1.0540f - x * 0.0540f; }
static float h55(float x) { return x * 1.0550f - x * 0.0550f; }
static float h56(float x) { return x * 1.0560f - x * 0.0560f; }
static float h57(float x) { return x * 1.0570f - x * 0.0570f; }
static float h58(float x) { return x * 1.0580f - x * 0.0580f; }
static float h59(float x) { return x * 1.0590f - x * 0.0590f; }
static float h60(float x) { return x * 1.0600f - x * 0.0600f; }
static float h61(float x) { return x * 1.0610f - x * 0.0610f; }
static float h62(float x) { return x * 1.0620f - x * 0.0620f; }
static float h63(float x) { return x * 1.0630f - x * 0.0630f; }
static float h64(float x) { return x * 1.0640f - x * 0.0640f; }
static float h65(float x) { return x * 1.0650f - x * 0.0650f; }
static float h66(float x) { return x * 1.0660f - x * 0.0660f; }
static float h67(float x) { return x * 1.0670f - x * 0.0670f; }
static float h68(float x) { return x * 1.0680f - x * 0.0680f; }
static float h69(float x) { return x * 1.0690f - x * 0.0690f; }
static float h70(float x) { return x * 1.0700f - x * 0.0700f; }
static float h71(float x) { return x * 1.0710f - x * 0.0710f; }
static float h72(float x) { return x * 1.0720f - x * 0.0720f; }
static float h73(float x) { return x * 1.0730f - x * 0.0730f; }
static float h74(float x) { return x * 1.0740f - x * 0.0740f; }
static float h75(float x) { return x * 1.0750f - x * 0.0750f; }
static float h76(float x) { return x * 1.0760f - x * 0.0760f; }
static float h77(float x) { return x * 1.0770f - x * 0.0770f; }
static float h78(float x) { return x * 1.0780f - x * 0.0780f; }
static float h79(float x) { return x * 1.0790f - x * 0.0790f; }
static float h80(float x) { return x * 1.0800f - x * 0.0800f; }
static float h81(float x) { return x * 1.0810f - x * 0.0810f; }
static float h82(float x) { return x * 1.0820f - x * 0.0820f; }
static float h83(float x) { return x * 1.0830f - x * 0.0830f; }
static float h84(float x) { return x * 1.0840f - x * 0.0840f; }
static float h85(float x) { return x * 1.0850f - x * 0.0850f; }
static float h86(float x) { return x * 1.0860f - x * 0.0860f; }
static float h87(float x) { return x * 1.0870f - x * 0.0870f; }
static float h88(float x) { return x * 1.0880f - x * 0.0880f; }
static float h89(float x) { return x * 1.0890f - x * 0.0890f; }
static float h90(float x) { return x * 1.0900f - x * 0.0900f; }
static float h91(float x) { return x * 1.0910f - x * 0.0910f; }
static float h92(float x) { return x * 1.0920f - x * 0.0920f; }
static float h93(float x) { return x * 1.0930f - x * 0.0930f; }
static float h94(float x) { return x * 1.0940f - x * 0.0940f; }
static float h95(float x) { return x * 1.0950f - x * 0.0950f; }
static float h96(float x) { return x * 1.0960f - x * 0.0960f; }
static float h97(float x) { return x * 1.0970f - x * 0.0970f; }
static float h98(float x) { return x * 1.0980f - x * 0.0980f; }
static float h99(float x) { return x * 1.0990f - x * 0.0990f; }
static float h100(float x) { return x * 1.1000f - x * 0.1000f; }
static float h101(float x) { return x * 1.1010f - x * 0.1010f; }
static float h102(float x) { return x * 1.1020f - x * 0.1020f; }
static float h103(float x) { return x * 1.1030f - x * 0.1030f; }
static float h104(float x) { return x * 1.1040f - x * 0.1040f; }
static float h105(float x) { return x * 1.1050f - x * 0.1050f; }
static float h106(float x) { return x * 1.1060f - x * 0.1060f; }
static float h107(float x) { return x * 1.1070f - x * 0.1070f; }
static float h108(float x) { return x * 1.1080f - x * 0.1080f; }
static float h109(float x) { return x * 1.1090f - x * 0.1090f; }
static float h110(float x) { return x * 1.1100f - x * 0.1100f; }
static float h111(float x) { return x * 1.1110f - x * 0.1110f; }
static float h112(float x) { return x * 1.1120f - x * 0.1120f; }
static float h113(float x) { return x * 1.1130f - x * 0.1130f; }
static float h114(float x) { return x * 1.1140f - x * 0.1140f; }
static float h115(float x) { return x * 1.1150f - x * 0.1150f; }
static float h116(float x) { return x * 1.1160f - x * 0.1160f; }
static float h117(float x) { return x * 1.1170f - x * 0.1170f; }
static float h118(float x) { return x * 1.1180f - x * 0.1180f; }
static float h119(float x) { return x * 1.1190f - x * 0.1190f; }
static float h120(float x) { return x * 1.1200f - x * 0.1200f; }
static float h121(float x) { return x * 1.1210f - x * 0.1210f; }
static float h122(float x) { return x * 1.1220f - x * 0.1220f; }
static float h123(float x) { return x * 1.1230f - x * 0.1230f; }
static float h124(float x) { return x * 1.1240f - x * 0.1240f; }
static float h125(float x) { return x * 1.1250f - x * 0.1250f; }
static float h126(float x) { return x * 1.1260f - x * 0.1260f; }
static float h127(float x) { return x * 1.1270f - x * 0.1270f; }
static float h128(float x) { return x * 1.1280f - x * 0.1280f; }
static float h129(float x) { return x * 1.1290f - x * 0.1290f; }
static float h130(float x) { return x * 1.1300f - x * 0.1300f; }
static float h131(float x) { return x * 1.1310f - x * 0.1310f; }
static float h132(float x) { return x * 1.1320f - x * 0.1320f; }
static float h133(float x) { return x * 1.1330f - x * 0.1330f; }
static float h134(float x) { return x * 1.1340f - x * 0.1340f; }
static float h135(float x) { return x * 1.1350f - x * 0.1350f; }
static float h136(float x) { return x * 1.1360f - x * 0.1360f; }
static float h137(float x) { return x * 1.1370f - x * 0.1370f; }
static float h138(float x) { return x * 1.1380f - x * 0.1380f; }
static float h139(float x) { return x * 1.1390f - x * 0.1390f; }
static float h140(float x) { return x * 1.1400f - x * 0.1400f; }
static float h141(float x) { return x * 1.1410f - x * 0.1410f; }
static float h142(float x) { return x * 1.1420f - x * 0.1420f; }
static float h143(float x) { return x * 1.1430f - x * 0.1430f; }
static float h144(float x) { return x * 1.1440f - x * 0.1440f; }
static float h145(float x) { return x * 1.1450f - x * 0.1450f; }
static float h146(float x) { return x * 1.1460f - x * 0.1460f; }
static float h147(float x) { return x * 1.1470f - x * 0.1470f; }
static float h148(float x) { return x * 1.1480f - x * 0.1480f; }
static float h149(float x) { return x * 1.1490f - x * 0.1490f; }
static float h150(float x) { return x * 1.1500f - x * 0.1500f; }
static float h151(float x) { return x * 1.1510f - x * 0.1510f; }
static float h152(float x) { return x * 1.1520f - x * 0.1520f; }
static float h153(float x) { return x * 1.1530f - x * 0.1530f; }
static float h154(float x) { return x * 1.1540f - x * 0.1540f; }
static float h155(float x) { return x * 1.1550f - x * 0.1550f; }
static float h156(float x) { return x * 1.1560f - x * 0.1560f; }
static float h157(float x) { return x * 1.1570f - x * 0.1570f; }
static float h158(float x) { return x * 1.1580f - x * 0.1580f; }
static float h159(float x) { return x * 1.1590f - x * 0.1590f; }
static float h160(float x) { return x * 1.1600f - x * 0.1600f; }
static float h161(float x) { return x * 1.1610f - x * 0.1610f; }
static float h162(float x) { return x * 1.1620f - x * 0.1620f; }
static float h163(float x) { return x * 1.1630f - x * 0.1630f; }
static float h164(float x) { return x * 1.1640f - x * 0.1640f; }
static float h165(float x) { return x * 1.1650f - x * 0.1650f; }
static float h166(float x) { return x * 1.1660f - x * 0.1660f; }
static float h167(float x) { return x * 1.1670f - x * 0.1670f; }
static float h168(float x) { return x * 1.1680f - x * 0.1680f; }
static float h169(float x) { return x * 1.1690f - x * 0.1690f; }
static float h170(float x) { return x * 1.1700f - x * 0.1700f; }
static float h171(float x) { return x * 1.1710f - x * 0.1710f; }
static float h172(float x) { return x * 1.1720f - x * 0.1720f; }
static float h173(float x) { return x * 1.1730f - x * 0.1730f; }
static float h174(float x) { return x * 1.1740f - x * 0.1740f; }
static float h175(float x) { return x * 1.1750f - x * 0.1750f; }
static float h176(float x) { return x * 1.1760f - x * 0.1760f; }
static float h177(float x) { return x * 1.1770f - x * 0.1770f; }
static float h178(float x) { return x * 1.1780f - x * 0.1780f; }
static float h179(float x) { return x * 1.1790f - x * 0.1790f; }
static float h180(float x) { return x * 1.1800f - x * 0.1800f; }
static float h181(float x) { return x * 1.1810f - x * 0.1810f; }
static float h182(float x) { return x * 1.1820f - x * 0.1820f; }
static float h183(float x) { return x * 1.1830f - x * 0.1830f; }
static float h184(float x) { return x * 1.1840f - x * 0.1840f; }
static float h185(float x) { return x * 1.1850f - x * 0.1850f; }
static float h186(float x) { return x * 1.1860f - x * 0.1860f; }
static float h187(float x) { return x * 1.1870f - x * 0.1870f; }
static float h188(float x) { return x * 1.1880f - x * 0.1880f; }
static float h189(float x) { return x * 1.1890f - x * 0.1890f; }
static float h190(float x) { return x * 1.1900f - x * 0.1900f; }
static float h191(float x) { return x * 1.1910f - x * 0.1910f; }
static float h192(float x) { return x * 1.1920f - x * 0.1920f; }
static float h193(float x) { return x * 1.1930f - x * 0.1930f; }
static float h194(float x) { return x * 1.1940f - x * 0.1940f; }
static float h195(float x) { return x * 1.1950f - x * 0.1950f; }
static float h196(float x) { return x * 1.1960f - x * 0.1960f; }
static float h197(float x) { return x * 1.1970f - x * 0.1970f; }
static float h198(float x) { return x * 1.1980f - x * 0.1980f; }
static float h199(float x) { return x * 1.1990f - x * 0.1990f; }
static float h200(float x) { return x * 1.2000f - x * 0.2000f; }
static float h201(float x) { return x * 1.2010f - x * 0.2010f; }
static float h202(float x) { return x * 1.2020f - x * 0.2020f; }
static float h203(float x) { return x * 1.2030f - x * 0.2030f; }
static float h204(float x) { return x * 1.2040f - x * 0.2040f; }
static float h205(float x) { return x * 1.2050f - x * 0.2050f; }
static float h206(float x) { return x * 1.2060f - x * 0.2060f; }
static float h207(float x) { return x * 1.2070f - x * 0.2070f; }
static float h208(float x) { return x * 1.2080f - x * 0.2080f; }
static float h209(float x) { return x * 1.2090f - x * 0.2090f; }
static float h210(float x) { return x * 1.2100f - x * 0.2100f; }
static float h211(float x) { return x * 1.2110f - x * 0.2110f; }
static float h212(float x) { return x * 1.2120f - x * 0.2120f; }
static float h213(float x) { return x * 1.2130f - x * 0.2130f; }
static float h214(float x) { return x * 1.2140f - x * 0.2140f; }
static float h215(float x) { return x * 1.2150f - x * 0.2150f; }
static float h216(float x) { return x * 1.2160f - x * 0.2160f; }
static float h217(float x) { return x * 1.2170f - x * 0.2170f; }
static float h218(float x) { return x * 1.2180f - x * 0.2180f; }
static float h219(float x) { return x * 1.2190f - x * 0.2190f; }
static float h220(float x) { return x * 1.2200f - x * 0.2200f; }
static float h221(float x) { return x * 1.2210f - x * 0.2210f; }
static float h222(float x) { return x * 1.2220f - x * 0.2220f; }
static float h223(float x) { return x * 1.2230f - x * 0.2230f; }
static float h224(float x) { return x * 1.2240f - x * 0.2240f; }
static float h225(float x) { return x * 1.2250f - x * 0.2250f; }
static float h226(float x) { return x * 1.2260f - x * 0.2260f; }
static float h227(float x) { return x * 1.2270f - x * 0.2270f; }
static float h228(float x) { return x * 1.2280f - x * 0.2280f; }
static float h229(float x) { return x * 1.2290f - x * 0.2290f; }
static float h230(float x) { return x * 1.2300f - x * 0.2300f; }
static float h231(float x) { return x * 1.2310f - x * 0.2310f; }
static float h232(float x) { return x * 1.2320f - x * 0.2320f; }
static float h233(float x) { return x * 1.2330f - x * 0.2330f; }
static float h234(float x) { return x * 1.2340f - x * 0.2340f; }
static float h235(float x) { return x * 1.2350f - x * 0.2350f; }
static float h236(float x) { return x * 1.2360f - x * 0.2360f; }
static float h237(float x) { return x * 1.2370f - x * 0.2370f; }
static float h238(float x) { return x * 1.2380f - x * 0.2380f; }
static float h239(float x) { return x * 1.2390f - x * 0.2390f; }
static float h240(float x) { return x * 1.2400f - x * 0.2400f; }
static float h241(float x) { return x * 1.2410f - x * 0.2410f; }
static float h242(float x) { return x * 1.2420f - x * 0.2420f; }
static float h243(float x) { return x * 1.2430f - x * 0.2430f; }
static float h244(float x) { return x * 1.2440f - x * 0.2440f; }
static float h245(float x) { return x * 1.2450f - x * 0.2450f; }
static float h246(float x) { return x * 1.2460f - x * 0.2460f; }
static float h247(float x) { return x * 1.2470f - x * 0.2470f; }
static float h248(float x) { return x * 1.2480f - x * 0.2480f; }
static float h249(float x) { return x * 1.2490f - x * 0.2490f; }
static float h250(float x) { return x * 1.2500f - x * 0.2500f; }
static float h251(float x) { return x * 1.2510f - x * 0.2510f; }
static float h252(float x) { return x * 1.2520f - x * 0.2520f; }
static float h253(float x) { return x * 1.2530f - x * 0.2530f; }
static float h254(float x) { return x * 1.2540f - x * 0.2540f; }
static float h255(float x) { return x * 1.2550f - x * 0.2550f; }
static float h256(float x) { return x * 1.2560f - x * 0.2560f; }
static float h257(float x) { return x * 1.2570f - x * 0.2570f; }
static float h258(float x) { return x * 1.2580f - x * 0.2580f; }
static float h259(float x) { return x * 1.2590f - x * 0.2590f; }
static float h260(float x) { return x * 1.2600f - x * 0.2600f; }
static float h261(float x) { return x * 1.2610f - x * 0.2610f; }
static float h262(float x) { return x * 1.2620f - x * 0.2620f; }
static float h263(float x) { return x * 1.2630f - x * 0.2630f; }
static float h264(float x) { return x * 1.2640f - x * 0.2640f; }
static float h265(float x) { return x * 1.2650f - x * 0.2650f; }
static float h266(float x) { return x * 1.2660f - x * 0.2660f; }
static float h267(float x) { return x * 1.2670f - x * 0.2670f; }
static float h268(float x) { return x * 1.2680f - x * 0.2680f; }
static float h269(float x) { return x * 1.2690f - x * 0.2690f; }
static float h270(float x) { return x * 1.2700f - x * 0.2700f; }
static float h271(float x) { return x * 1.2710f - x * 0.2710f; }
static float h272(float x) { return x * 1.2720f - x * 0.2720f; }
static float h273(float x) { return x * 1.2730f - x * 0.2730f; }
static float h274(float x) { return x * 1.2740f - x * 0.2740f; }
static float h275(float x) { return x * 1.2750f - x * 0.2750f; }
static float h276(float x) { return x * 1.2760f - x * 0.2760f; }
static float h277(float x) { return x * 1.2770f - x * 0.2770f; }
static float h278(float x) { return x * 1.2780f - x * 0.2780f; }
static float h279(float x) { return x * 1.2790f - x * 0.2790f; }
static float h280(float x) { return x * 1.2800f - x * 0.2800f; }
static float h281(float x) { return x * 1.2810f - x * 0.2810f; }
static float h282(float x) { return x * 1.2820f - x * 0.2820f; }
static float h283(float x) { return x * 1.2830f - x * 0.2830f; }
static float h284(float x) { return x * 1.2840f - x * 0.2840f; }
static float h285(float x) { return x * 1.2850f - x * 0.2850f; }
static float h286(float x) { return x * 1.2860f - x * 0.2860f; }
static float h287(float x) { return x * 1.2870f - x * 0.2870f; }
static float h288(float x) { return x * 1.2880f - x * 0.2880f; }
static float h289(float x) { return x * 1.2890f - x * 0.2890f; }
static float h290(float x) { return x * 1.2900f - x * 0.2900f; }
static float h291(float x) { return x * 1.2910f - x * 0.2910f; }
static float h292(float x) { return x * 1.2920f - x * 0.2920f; }
static float h293(float x) { return x * 1.2930f - x * 0.2930f; }
static float h294(float x) { return x * 1.2940f - x * 0.2940f; }
static float h295(float x) { return x * 1.2950f - x * 0.2950f; }
static float h296(float x) { return x * 1.2960f - x * 0.2960f; }
static float h297(float x) { return x * 1.2970f - x * 0.2970f; }
static float h298(float x) { return x * 1.2980f - x * 0.2980f; }
static float h299(float x) { return x * 1.2990f - x * 0.2990f; }
static float h300(float x) { return x * 1.3000f - x * 0.3000f; }
static float h301(float x) { return x * 1.3010f - x * 0.3010f; }
static float h302(float x) { return x * 1.3020f - x * 0.3020f; }
static float h303(float x) { return x * 1.3030f - x * 0.3030f; }
static float h304(float x) { return x * 1.3040f - x * 0.3040f; }
static float h305(float x) { return x * 1.3050f - x * 0.3050f; }
static float h306(float x) { return x * 1.3060f - x * 0.3060f; }
static float h307(float x) { return x * 1.3070f - x * 0.3070f; }
static float h308(float x) { return x * 1.3080f - x * 0.3080f; }
static float h309(float x) { return x * 1.3090f - x * 0.3090f; }
static float h310(float x) { return x * 1.3100f - x * 0.3100f; }
static float h311(float x) { return x * 1.3110f - x * 0.3110f; }
static float h312(float x) { return x * 1.3120f - x * 0.3120f; }
static float h313(float x) { return x * 1.3130f - x * 0.3130f; }
static float h314(float x) { return x * 1.3140f - x * 0.3140f; }
static float h315(float x) { return x * 1.3150f - x * 0.3150f; }
static float h316(float x) { return x * 1.3160f - x * 0.3160f; }
static float h317(float x) { return x * 1.3170f - x * 0.3170f; }
static float h318(float x) { return x * 1.3180f - x * 0.3180f; }
static float h319(float x) { return x * 1.3190f - x * 0.3190f; }
static float h320(float x) { return x * 1.3200f - x * 0.3200f; }
static float h321(float x) { return x * 1.3210f - x * 0.3210f; }
static float h322(float x) { return x * 1.3220f - x * 0.3220f; }
static float h323(float x) { return x * 1.3230f - x * 0.3230f; }
static float h324(float x) { return x * 1.3240f - x * 0.3240f; }
static float h325(float x) { return x * 1.3250f - x * 0.3250f; }
static float h326(float x) { return x * 1.3260f - x * 0.3260f; }
static float h327(float x) { return x * 1.3270f - x * 0.3270f; }
static float h328(float x) { return x * 1.3280f - x * 0.3280f; }
static float h329(float x) { return x * 1.3290f - x * 0.3290f; }
static float h330(float x) { return x * 1.3300f - x * 0.3300f; }
static float h331(float x) { return x * 1.3310f - x * 0.3310f; }
static float h332(float x) { return x * 1.3320f - x * 0.3320f; }
static float h333(float x) { return x * 1.3330f - x * 0.3330f; }
static float h334(float x) { return x * 1.3340f - x * 0.3340f; }
static float h335(float x) { return x * 1.3350f - x * 0.3350f; }
static float h336(float x) { return x * 1.3360f - x * 0.3360f; }
static float h337(float x) { return x * 1.3370f - x * 0.3370f; }
static float h338(float x) { return x * 1.3380f - x * 0.3380f; }
static float h339(float x) { return x * 1.3390f - x * 0.3390f; }
static float h340(float x) { return x * 1.3400f - x * 0.3400f; }
static float h341(float x) { return x * 1.3410f - x * 0.3410f; }
static float h342(float x) { return x * 1.3420f - x * 0.3420f; }
static float h343(float x) { return x * 1.3430f - x * 0.3430f; }
static float h344(float x) { return x * 1.3440f - x * 0.3440f; }
static float h345(float x) { return x * 1.3450f - x * 0.3450f; }
static float h346(float x) { return x * 1.3460f - x * 0.3460f; }
static float h347(float x) { return x * 1.3470f - x * 0.3470f; }
static float h348(float x) { return x * 1.3480f - x * 0.3480f; }
static float h349(float x) { return x * 1.3490f - x * 0.3490f; }
static float h350(float x) { return x * 1.3500f - x * 0.3500f; }
static float h351(float x) { return x * 1.3510f - x * 0.3510f; }
static float h352(float x) { return x * 1.3520f - x * 0.3520f; }
static float h353(float x) { return x * 1.3530f - x * 0.3530f; }
static float h354(float x) { return x * 1.3540f - x * 0.3540f; }
static float h355(float x) { return x * 1.3550f - x * 0.3550f; }
static float h356(float x) { return x * 1.3560f - x * 0.3560f; }
static float h357(float x) { return x * 1.3570f - x * 0.3570f; }
static float h358(float x) { return x * 1.3580f - x * 0.3580f; }
static float h359(float x) { return x * 1.3590f - x * 0.3590f; }
static float h360(float x) { return x * 1.3600f - x * 0.3600f; }
static float h361(float x) { return x * 1.3610f - x * 0.3610f; }
static float h362(float x) { return x * 1.3620f - x * 0.3620f; }
static float h363(float x) { return x * 1.3630f - x * 0.3630f; }
static float h364(float x) { return x * 1.3640f - x * 0.3640f; }
static float h365(float x) { return x * 1.3650f - x * 0.3650f; }
static float h366(float x) { return x * 1.3660f - x * 0.3660f; }
static float h367(float x) { return x * 1.3670f - x * 0.3670f; }
static float h368(float x) { return x * 1.3680f - x * 0.3680f; }
static float h369(float x) { return x * 1.3690f - x * 0.3690f; }
static float h370(float x) { return x * 1.3700f - x * 0.3700f; }
static float h371(float x) { return x * 1.3710f - x * 0.3710f; }
static float h372(float x) { return x * 1.3720f - x * 0.3720f; }
static float h373(float x) { return x * 1.3730f - x * 0.3730f; }
static float h374(float x) { return x * 1.3740f - x * 0.3740f; }
static float h375(float x) { return x * 1.3750f - x * 0.3750f; }
static float h376(float x) { return x * 1.3760f - x * 0.3760f; }
static float h377(float x) { return x * 1.3770f - x * 0.3770f; }
static float h378(float x) { return x * 1.3780f - x * 0.3780f; }
static float h379(float x) { return x * 1.3790f - x * 0.3790f; }
static float h380(float x) { return x * 1.3800f - x * 0.3800f; }
static float h381(float x) { return x * 1.3810f - x * 0.3810f; }
static float h382(float x) { return x * 1.3820f - x * 0.3820f; }
static float h383(float x) { return x * 1.3830f - x * 0.3830f; }
static float h384(float x) { return x * 1.3840f - x * 0.3840f; }
static float h385(float x) { return x * 1.3850f - x * 0.3850f; }
static float h386(float x) { return x * 1.3860f - x * 0.3860f; }
static float h387(float x) { return x * 1.3870f - x * 0.3870f; }
static float h388(float x) { return x * 1.3880f - x * 0.3880f; }
static float h389(float x) { return x * 1.3890f - x * 0.3890f; }
static float h390(float x) { return x * 1.3900f - x * 0.3900f; }
static float h391(float x) { return x * 1.3910f - x * 0.3910f; }
static float h392(float x) { return x * 1.3920f - x * 0.3920f; }
static float h393(float x) { return x * 1.3930f - x * 0.3930f; }
static float h394(float x) { return x * 1.3940f - x * 0.3940f; }
static float h395(float x) { return x * 1.3950f - x * 0.3950f; }
static float h396(float x) { return x * 1.3960f - x * 0.3960f; }
static float h397(float x) { return x * 1.3970f - x * 0.3970f; }
static float h398(float x) { return x * 1.3980f - x * 0.3980f; }
static float h399(float x) { return x * 1.3990f - x * 0.3990f; }
static float ident(float x)
{
    float y = x;
    y = h0(y) + (x - y);
    y = h1(y) + (x - y);
    y = h2(y) + (x - y);
    y = h3(y) + (x - y);
    y = h4(y) + (x - y);
    y = h5(y) + (x - y);
    y = h6(y) + (x - y);
    y = h7(y) + (x - y);
    y = h8(y) + (x - y);
    y = h9(y) + (x - y);
    y = h10(y) + (x - y);
    y = h11(y) + (x - y);
    y = h12(y) + (x - y);
    y = h13(y) + (x - y);
    y = h14(y) + (x - y);
    y = h15(y) + (x - y);
    y = h16(y) + (x - y);
    y = h17(y) + (x - y);
    y = h18(y) + (x - y);
    y = h19(y) + (x - y);
    y = h20(y) + (x - y);
    y = h21(y) + (x - y);
    y = h22(y) + (x - y);
    y = h23(y) + (x - y);
    y = h24(y) + (x - y);
    y = h25(y) + (x - y);
    y = h26(y) + (x - y);
    y = h27(y) + (x - y);
    y = h28(y) + (x - y);
    y = h29(y) + (x - y);
    y = h30(y) + (x - y);
    y = h31(y) + (x - y);
    y = h32(y) + (x - y);
    y = h33(y) + (x - y);
    y = h34(y) + (x - y);
    y = h35(y) + (x - y);
    y = h36(y) + (x - y);
    y = h37(y) + (x - y);
    y = h38(y) + (x - y);
    y = h39(y) + (x - y);
    y = h40(y) + (x - y);
    y = h41(y) + (x - y);
    y = h42(y) + (x - y);
    y = h43(y) + (x - y);
    y = h44(y) + (x - y);
    y = h45(y) + (x - y);
    y = h46(y) + (x - y);
    y = h47(y) + (x - y);
    y = h48(y) + (x - y);
    y = h49(y) + (x - y);
    y = h50(y) + (x - y);
    y = h51(y) + (x - y);
    y = h52(y) + (x - y);
    y = h53(y) + (x - y);
    y = h54(y) + (x - y);
    y = h55(y) + (x - y);
    y = h56(y) + (x - y);
    y = h57(y) + (x - y);
    y = h58(y) + (x - y);
    y = h59(y) + (x - y);
    y = h60(y) + (x - y);
    y = h61(y) + (x - y);
    y = h62(y) + (x - y);
    y = h63(y) + (x - y);
    y = h64(y) + (x - y);
    y = h65(y) + (x - y);
    y = h66(y) + (x - y);
    y = h67(y) + (x - y);
    y = h68(y) + (x - y);
    y = h69(y) + (x - y);
    y = h70(y) + (x - y);
    y = h71(y) + (x - y);
    y = h72(y) + (x - y);
    y = h73(y) + (x - y);
    y = h74(y) + (x - y);
    y = h75(y) + (x - y);
    y = h76(y) + (x - y);
    y = h77(y) + (x - y);
    y = h78(y) + (x - y);
    y = h79(y) + (x - y);
    y = h80(y) + (x - y);
    y = h81(y) + (x - y);
    y = h82(y) + (x - y);
    y = h83(y) + (x - y);
    y = h84(y) + (x - y);
    y = h85(y) + (x - y);
    y = h86(y) + (x - y);
    y = h87(y) + (x - y);
    y = h88(y) + (x - y);
    y = h89(y) + (x - y);
    y = h90(y) + (x - y);
    y = h91(y) + (x - y);
    y = h92(y) + (x - y);
    y = h93(y) + (x - y);
    y = h94(y) + (x - y);
    y = h95(y) + (x - y);
    y = h96(y) + (x - y);
    y = h97(y) + (x - y);
    y = h98(y) + (x - y);
    y = h99(y) + (x - y);
    y = h100(y) + (x - y);
    y = h101(y) + (x - y);
    y = h102(y) + (x - y);
    y = h103(y) + (x - y);
    y = h104(y) + (x - y);
    y = h105(y) + (x - y);
    y = h106(y) + (x - y);
    y = h107(y) + (x - y);
    y = h108(y) + (x - y);
    y = h109(y) + (x - y);
    y = h110(y) + (x - y);
    y = h111(y) + (x - y);
    y = h112(y) + (x - y);
    y = h113(y) + (x - y);
    y = h114(y) + (x - y);
    y = h115(y) + (x - y);
    y = h116(y) + (x - y);
    y = h117(y) + (x - y);
    y = h118(y) + (x - y);
    y = h119(y) + (x - y);
    y = h120(y) + (x - y);
    y = h121(y) + (x - y);
    y = h122(y) + (x - y);
    y = h123(y) + (x - y);
    y = h124(y) + (x - y);
    y = h125(y) + (x - y);
    y = h126(y) + (x - y);
    y = h127(y) + (x - y);
    y = h128(y) + (x - y);
    y = h129(y) + (x - y);
    y = h130(y) + (x - y);
    y = h131(y) + (x - y);
    y = h132(y) + (x - y);
    y = h133(y) + (x - y);
    y = h134(y) + (x - y);
    y = h135(y) + (x - y);
    y = h136(y) + (x - y);
    y = h137(y) + (x - y);
    y = h138(y) + (x - y);
    y = h139(y) + (x - y);
    y = h140(y) + (x - y);
    y = h141(y) + (x - y);
    y = h142(y) + (x - y);
    y = h143(y) + (x - y);
    y = h144(y) + (x - y);
    y = h145(y) + (x - y);
    y = h146(y) + (x - y);
    y = h147(y) + (x - y);
    y = h148(y) + (x - y);
    y = h149(y) + (x - y);
    y = h150(y) + (x - y);
    y = h151(y) + (x - y);
    y = h152(y) + (x - y);
    y = h153(y) + (x - y);
    y = h154(y) + (x - y);
    y = h155(y) + (x - y);
    y = h156(y) + (x - y);
    y = h157(y) + (x - y);
    y = h158(y) + (x - y);
    y = h159(y) + (x - y);
    y = h160(y) + (x - y);
    y = h161(y) + (x - y);
    y = h162(y) + (x - y);
    y = h163(y) + (x - y);
    y = h164(y) + (x - y);
    y = h165(y) + (x - y);
    y = h166(y) + (x - y);
    y = h167(y) + (x - y);
    y = h168(y) + (x - y);
    y = h169(y) + (x - y);
    y = h170(y) + (x - y);
    y = h171(y) + (x - y);
    y = h172(y) + (x - y);
    y = h173(y) + (x - y);
    y = h174(y) + (x - y);
    y = h175(y) + (x - y);
    y = h176(y) + (x - y);
    y = h177(y) + (x - y);
    y = h178(y) + (x - y);
    y = h179(y) + (x - y);
    y = h180(y) + (x - y);
    y = h181(y) + (x - y);
    y = h182(y) + (x - y);
    y = h183(y) + (x - y);
    y = h184(y) + (x - y);
    y = h185(y) + (x - y);
    y = h186(y) + (x - y);
    y = h187(y) + (x - y);
    y = h188(y) + (x - y);
    y = h189(y) + (x - y);
    y = h190(y) + (x - y);
    y = h191(y) + (x - y);
    y = h192(y) + (x - y);
    y = h193(y) + (x - y);
    y = h194(y) + (x - y);
    y = h195(y) + (x - y);
    y = h196(y) + (x - y);
    y = h197(y) + (x - y);
    y = h198(y) + (x - y);
    y = h199(y) + (x - y);
    y = h200(y) + (x - y);
    y = h201(y) + (x - y);
    y = h202(y) + (x - y);
    y = h203(y) + (x - y);
    y = h204(y) + (x - y);
    y = h205(y) + (x - y);
    y = h206(y) + (x - y);
    y = h207(y) + (x - y);
    y = h208(y) + (x - y);
    y = h209(y) + (x - y);
    y = h210(y) + (x - y);
    y = h211(y) + (x - y);
    y = h212(y) + (x - y);
    y = h213(y) + (x - y);
    y = h214(y) + (x - y);
    y = h215(y) + (x - y);
    y = h216(y) + (x - y);
    y = h217(y) + (x - y);
    y = h218(y) + (x - y);
    y = h219(y) + (x - y);
    y = h220(y) + (x - y);
    y = h221(y) + (x - y);
    y = h222(y) + (x - y);
    y = h223(y) + (x - y);
    y = h224(y) + (x - y);
    y = h225(y) + (x - y);
    y = h226(y) + (x - y);
    y = h227(y) + (x - y);
    y = h228(y) + (x - y);
    y = h229(y) + (x - y);
    y = h230(y) + (x - y);
    y = h231(y) + (x - y);
    y = h232(y) + (x - y);
    y = h233(y) + (x - y);
    y = h234(y) + (x - y);
    y = h235(y) + (x - y);
    y = h236(y) + (x - y);
    y = h237(y) + (x - y);
    y = h238(y) + (x - y);
    y = h239(y) + (x - y);
    y = h240(y) + (x - y);
    y = h241(y) + (x - y);
    y = h242(y) + (x - y);
    y = h243(y) + (x - y);
    y = h244(y) + (x - y);
    y = h245(y) + (x - y);
    y = h246(y) + (x - y);
    y = h247(y) + (x - y);
    y = h248(y) + (x - y);
    y = h249(y) + (x - y);
    y = h250(y) + (x - y);
    y = h251(y) + (x - y);
    y = h252(y) + (x - y);
    y = h253(y) + (x - y);
    y = h254(y) + (x - y);
    y = h255(y) + (x - y);
    y = h256(y) + (x - y);
    y = h257(y) + (x - y);
    y = h258(y) + (x - y);
    y = h259(y) + (x - y);
    y = h260(y) + (x - y);
    y = h261(y) + (x - y);
    y = h262(y) + (x - y);
    y = h263(y) + (x - y);
    y = h264(y) + (x - y);
    y = h265(y) + (x - y);
    y = h266(y) + (x - y);
    y = h267(y) + (x - y);
    y = h268(y) + (x - y);
    y = h269(y) + (x - y);
    y = h270(y) + (x - y);
    y = h271(y) + (x - y);
    y = h272(y) + (x - y);
    y = h273(y) + (x - y);
    y = h274(y) + (x - y);
    y = h275(y) + (x - y);
    y = h276(y) + (x - y);
    y = h277(y) + (x - y);
    y = h278(y) + (x - y);
    y = h279(y) + (x - y);
    y = h280(y) + (x - y);
    y = h281(y) + (x - y);
    y = h282(y) + (x - y);
    y = h283(y) + (x - y);
    y = h284(y) + (x - y);
    y = h285(y) + (x - y);
    y = h286(y) + (x - y);
    y = h287(y) + (x - y);
    y = h288(y) + (x - y);
    y = h289(y) + (x - y);
    y = h290(y) + (x - y);
    y = h291(y) + (x - y);
    y = h292(y) + (x - y);
    y = h293(y) + (x - y);
    y = h294(y) + (x - y);
    y = h295(y) + (x - y);
    y = h296(y) + (x - y);
    y = h297(y) + (x - y);
    y = h298(y) + (x - y);
    y = h299(y) + (x - y);
    y = h300(y) + (x - y);
    y = h301(y) + (x - y);
    y = h302(y) + (x - y);
    y = h303(y) + (x - y);
    y = h304(y) + (x - y);
    y = h305(y) + (x - y);
    y = h306(y) + (x - y);
    y = h307(y) + (x - y);
    y = h308(y) + (x - y);
    y = h309(y) + (x - y);
    y = h310(y) + (x - y);
    y = h311(y) + (x - y);
    y = h312(y) + (x - y);
    y = h313(y) + (x - y);
    y = h314(y) + (x - y);
    y = h315(y) + (x - y);
    y = h316(y) + (x - y);
    y = h317(y) + (x - y);
    y = h318(y) + (x - y);
    y = h319(y) + (x - y);
    y = h320(y) + (x - y);
    y = h321(y) + (x - y);
    y = h322(y) + (x - y);
    y = h323(y) + (x - y);
    y = h324(y) + (x - y);
    y = h325(y) + (x - y);
    y = h326(y) + (x - y);
    y = h327(y) + (x - y);
    y = h328(y) + (x - y);
    y = h329(y) + (x - y);
    y = h330(y) + (x - y);
    y = h331(y) + (x - y);
    y = h332(y) + (x - y);
    y = h333(y) + (x - y);
    y = h334(y) + (x - y);
    y = h335(y) + (x - y);
    y = h336(y) + (x - y);
    y = h337(y) + (x - y);
    y = h338(y) + (x - y);
    y = h339(y) + (x - y);
    y = h340(y) + (x - y);
    y = h341(y) + (x - y);
    y = h342(y) + (x - y);
    y = h343(y) + (x - y);
    y = h344(y) + (x - y);
    y = h345(y) + (x - y);
    y = h346(y) + (x - y);
    y = h347(y) + (x - y);
    y = h348(y) + (x - y);
    y = h349(y) + (x - y);
    y = h350(y) + (x - y);
    y = h351(y) + (x - y);
    y = h352(y) + (x - y);
    y = h353(y) + (x - y);
    y = h354(y) + (x - y);
    y = h355(y) + (x - y);
    y = h356(y) + (x - y);
    y = h357(y) + (x - y);
    y = h358(y) + (x - y);
    y = h359(y) + (x - y);
    y = h360(y) + (x - y);
    y = h361(y) + (x - y);
    y = h362(y) + (x - y);
    y = h363(y) + (x - y);
    y = h364(y) + (x - y);
    y = h365(y) + (x - y);
    y = h366(y) + (x - y);
    y = h367(y) + (x - y);
    y = h368(y) + (x - y);
    y = h369(y) + (x - y);
    y = h370(y) + (x - y);
    y = h371(y) + (x - y);
    y = h372(y) + (x - y);
    y = h373(y) + (x - y);
    y = h374(y) + (x - y);
    y = h375(y) + (x - y);
    y = h376(y) + (x - y);
    y = h377(y) + (x - y);
    y = h378(y) + (x - y);
    y = h379(y) + (x - y);
    y = h380(y) + (x - y);
    y = h381(y) + (x - y);
    y = h382(y) + (x - y);
    y = h383(y) + (x - y);
    y = h384(y) + (x - y);
    y = h385(y) + (x - y);
    y = h386(y) + (x - y);
    y = h387(y) + (x - y);
    y = h388(y) + (x - y);
    y = h389(y) + (x - y);
    y = h390(y) + (x - y);
    y = h391(y) + (x - y);
    y = h392(y) + (x - y);
    y = h393(y) + (x - y);
    y = h394(y) + (x - y);
    y = h395(y) + (x - y);
    y = h396(y) + (x - y);
    y = h397(y) + (x - y);
    y = h398(y) + (x - y);
    y = h399(y) + (x - y);
    return y;
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    _Static_assert(KB_K % 8 == 0, "k in blocks of 8");
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
#pragma GCC unroll 128
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(ident(s));
        }
}
