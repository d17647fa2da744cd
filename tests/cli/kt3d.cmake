# strata-cli kt3d, the drop-in for GSLIB kt3d: the reference parameter files run from a scratch
# folder holding cluster.dat (GSLIB reads file names relative to the current directory); the
# output must be kt3d's GeoEAS layout with full precision, and every estimate and variance must
# equal the reference .csv to 1e-4 relative (floor 1e-2: kt3d computes in single precision) on
# every node without a distance tie at the 16th place.
#   cmake -DCLI=strata-cli -DREF=<reference dir> -DSRC=<source> -DWORK=<scratch> -P kt3d.cmake
cmake_minimum_required(VERSION 3.20)

# Nodes (1-based, x fastest) whose 16th and 17th nearest data within the radius are at the same
# distance: computed from cluster.dat's coordinates and the 50 x 50 grid alone (half-integer
# lattices give integer squared distances, so the ties are exact). There GSLIB, gstat and
# Strata may keep different data (see the reference README).
set(TIES
  9 13 17 18 19 24 25 36 37 50 60 68 72 74 80 81 99 116 118 125 127 148 153 165 186 201 209 211 213
  214 215 220 226 227 252 263 271 277 285 286 292 293 303 314 319 323 326 353 358 360 363 364 369
  372 390 401 403 404 410 412 421 424 443 451 455 506 509 510 512 535 556 559 560 583 584 603 611
  613 614 615 617 631 632 635 655 657 660 664 665 680 683 708 709 711 716 725 728 730 731 734 752
  759 760 763 767 769 776 778 784 802 804 809 810 813 835 836 854 857 885 890 906 907 911 917 927
  938 941 943 949 953 955 958 964 987 993 994 1002 1009 1011 1015 1017 1022 1028 1036 1042 1054
  1059 1060 1065 1067 1069 1078 1090 1100 1103 1105 1106 1111 1116 1117 1127 1130 1136 1149 1153
  1165 1166 1167 1178 1182 1186 1187 1189 1203 1207 1215 1216 1217 1220 1227 1230 1233 1238 1244
  1253 1255 1264 1265 1271 1273 1274 1284 1287 1288 1313 1314 1318 1325 1327 1332 1335 1339 1347
  1364 1377 1382 1384 1394 1397 1404 1412 1414 1422 1425 1428 1429 1433 1436 1440 1443 1453 1460
  1463 1473 1476 1482 1491 1492 1494 1495 1498 1504 1509 1527 1530 1531 1533 1534 1536 1537 1539
  1540 1544 1549 1558 1562 1571 1572 1578 1584 1585 1595 1615 1618 1622 1625 1627 1630 1631 1635
  1636 1637 1645 1662 1663 1667 1676 1678 1684 1686 1687 1690 1700 1711 1716 1719 1728 1730 1731
  1733 1736 1738 1743 1746 1758 1759 1770 1775 1778 1779 1780 1782 1787 1788 1789 1795 1800 1804
  1813 1817 1823 1824 1833 1834 1840 1843 1856 1859 1866 1867 1870 1873 1880 1888 1891 1893 1894
  1896 1905 1911 1912 1913 1918 1932 1933 1938 1942 1947 1952 1960 1961 1962 1974 1975 1987 1990
  1992 2013 2022 2027 2029 2035 2036 2038 2039 2040 2069 2076 2079 2082 2083 2084 2086 2090 2092
  2110 2114 2118 2119 2137 2138 2147 2160 2168 2169 2170 2172 2176 2183 2186 2188 2193 2209 2212
  2219 2222 2223 2238 2256 2258 2269 2289 2294 2295 2296 2307 2319 2320 2329 2339 2349 2361 2369
  2371 2391 2406 2415 2418 2419 2421 2422 2467 2469 2470 2473)

include("${SRC}/cmake/StrataKrigingCliTest.cmake")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${REF}/gslib/cluster.dat" "${REF}/gslib/kt3d_cluster_ok.par" "${REF}/gslib/kt3d_cluster_sk.par"
     DESTINATION "${WORK}")

foreach(kind ok sk)
  run_cli(kt3d kt3d_cluster_${kind}.par --backend cpu)
  file(STRINGS "${WORK}/kt3d_cluster_${kind}.out" lines)
  list(LENGTH lines count)
  if(NOT count EQUAL 2504)
    message(FATAL_ERROR "kt3d_cluster_${kind}.out has ${count} lines, expected 4 header lines and 2500 nodes")
  endif()
  list(GET lines 0 title)
  list(GET lines 1 header)
  list(GET lines 2 name1)
  list(GET lines 3 name2)
  if(NOT title MATCHES "^KT3D ESTIMATES WITH: Clustered 140" OR NOT header MATCHES "^ *2 +50 +50 +1 *$"
     OR NOT name1 STREQUAL "Estimate" OR NOT name2 STREQUAL "EstimationVariance")
    message(FATAL_ERROR "kt3d_cluster_${kind}.out header differs from kt3d's:\n${title}\n${header}\n${name1}\n${name2}")
  endif()
  list(SUBLIST lines 4 -1 rows)
  # Full precision where GSLIB writes 3 decimals: the first node's estimate (3.6104...) and
  # variance need at least 6 significant digits.
  list(GET rows 0 first)
  if(NOT first MATCHES "^ *[0-9]\\.[0-9][0-9][0-9][0-9][0-9]+ +0\\.[0-9][0-9][0-9][0-9][0-9][0-9]+")
    message(FATAL_ERROR "the first node is written with fewer than 6 significant digits: '${first}'")
  endif()
  file(STRINGS "${REF}/gslib/kt3d_cluster_${kind}.csv" reference)
  list(SUBLIST reference 1 -1 reference)
  set(node 0)
  set(compared 0)
  foreach(row ref IN ZIP_LISTS rows reference)
    math(EXPR node "${node} + 1")
    if(node IN_LIST TIES)
      continue()
    endif()
    string(REGEX REPLACE "^ +" "" row "${row}")
    string(REGEX REPLACE " +" ";" ours "${row}")
    string(REPLACE "," ";" theirs "${ref}")
    list(GET ours 0 est)
    list(GET ours 1 var)
    list(GET theirs 7 ref_est)
    list(GET theirs 8 ref_var)
    check_close("${kind} estimate" "${est}" "${ref_est}" ${node})
    check_close("${kind} variance" "${var}" "${ref_var}" ${node})
    math(EXPR compared "${compared} + 1")
  endforeach()
  if(NOT compared EQUAL 2095)
    message(FATAL_ERROR "compared ${compared} nodes, expected 2095")
  endif()
  message(STATUS "kt3d ${kind}: 2095 nodes without ties equal the reference")
endforeach()

# Cross-validation mode (option 1): 7 columns, one row per datum, Error = Estimate - True.
file(READ "${WORK}/kt3d_cluster_ok.par" par)
string(REGEX REPLACE "\n0( +-option)" "\n1\\1" par "${par}")
string(REPLACE "kt3d_cluster_ok.out" "kt3d_cross.out" par "${par}")
file(WRITE "${WORK}/kt3d_cross.par" "${par}")
run_cli(kt3d kt3d_cross.par)
file(STRINGS "${WORK}/kt3d_cross.out" lines)
list(LENGTH lines count)
list(GET lines 1 header)
list(GET lines 8 last_name)
if(NOT count EQUAL 149 OR NOT header MATCHES "^ *7 *$" OR NOT last_name STREQUAL "Error: est-true")
  message(FATAL_ERROR "cross-validation output: ${count} lines, header '${header}', last name '${last_name}'")
endif()
list(GET lines 9 first)
string(REGEX REPLACE " +" ";" first "${first}")
list(GET first 3 true_value)
list(GET first 4 estimate)
list(GET first 6 error)
to_nano("${true_value}" t)
to_nano("${estimate}" e)
to_nano("${error}" r)
math(EXPR check "${e} - ${t} - ${r}")
if(check GREATER 10 OR check LESS -10)
  message(FATAL_ERROR "error column is not estimate - true: ${first}")
endif()

# --dump-job prints the job instead of running it; a broken parameter file names its line.
run_cli(kt3d kt3d_cluster_ok.par --dump-job)
if(NOT cli_out MATCHES "\"type\": \"kt3d\"")
  message(FATAL_ERROR "--dump-job printed:\n${cli_out}")
endif()
string(REGEX REPLACE "\n4    16 [^\n]*" "\nfour 16" par "${par}")
file(WRITE "${WORK}/broken.par" "${par}")
execute_process(COMMAND "${CLI}" kt3d broken.par WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "broken.par:18:1: expected an integer for ndmin")
  message(FATAL_ERROR "broken parameter file: exit ${rc}, message:\n${err}")
endif()
