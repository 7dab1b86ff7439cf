/**
 * Brazil's municipalities (IBGE's list: 5 571 since Boa Esperança do Norte, MT, was installed in
 * 2025), one a line: IBGE code|name|latitude|longitude, then |1 for a state capital. The state (UF)
 * is read from the code's first two digits. Source and licence: README.md beside this file. One
 * string, so that the type checker and the bundler take it in at once.
 */
export const MUNICIPALITY_LINES = `
1100015|Alta Floresta D'Oeste|-11.928|-61.995
1100023|Ariquemes|-9.906|-63.032
1100031|Cabixi|-13.495|-60.552
1100049|Cacoal|-11.434|-61.456
1100056|Cerejeiras|-13.187|-60.817
1100064|Colorado do Oeste|-13.117|-60.545
1100072|Corumbiara|-12.955|-60.895
1100080|Costa Marques|-12.437|-64.228
1100098|Espigão D'Oeste|-11.527|-61.025
1100106|Guajará-Mirim|-10.789|-65.33
1100114|Jaru|-10.432|-62.479
1100122|Ji-Paraná|-10.878|-61.932
1100130|Machadinho D'Oeste|-9.444|-61.982
1100148|Nova Brasilândia D'Oeste|-11.725|-62.313
1100155|Ouro Preto do Oeste|-10.717|-62.257
1100189|Pimenta Bueno|-11.672|-61.198
1100205|Porto Velho|-8.761|-63.9|1
1100254|Presidente Médici|-11.169|-61.899
1100262|Rio Crespo|-9.7|-62.901
1100288|Rolim de Moura|-11.727|-61.771
1100296|Santa Luzia D'Oeste|-11.907|-61.778
1100304|Vilhena|-12.75|-60.149
1100320|São Miguel do Guaporé|-11.695|-62.719
1100338|Nova Mamoré|-10.408|-65.335
1100346|Alvorada D'Oeste|-11.346|-62.285
1100379|Alto Alegre dos Parecis|-12.132|-61.835
1100403|Alto Paraíso|-9.714|-63.319
1100452|Buritis|-10.194|-63.832
1100502|Novo Horizonte do Oeste|-11.696|-61.995
1100601|Cacaulândia|-10.349|-62.904
1100700|Campo Novo de Rondônia|-10.571|-63.627
1100809|Candeias do Jamari|-8.791|-63.7
1100908|Castanheiras|-11.425|-61.948
1100924|Chupinguaia|-12.561|-60.888
1100940|Cujubim|-9.361|-62.585
1101005|Governador Jorge Teixeira|-10.61|-62.737
1101104|Itapuã do Oeste|-9.197|-63.181
1101203|Ministro Andreazza|-11.196|-61.517
1101302|Mirante da Serra|-11.029|-62.67
1101401|Monte Negro|-10.246|-63.29
1101435|Nova União|-10.907|-62.556
1101450|Parecis|-12.175|-61.603
1101468|Pimenteiras do Oeste|-13.482|-61.047
1101476|Primavera de Rondônia|-11.829|-61.315
1101484|São Felipe D'Oeste|-11.902|-61.503
1101492|São Francisco do Guaporé|-12.052|-63.568
1101500|Seringueiras|-11.806|-63.018
1101559|Teixeirópolis|-10.906|-62.242
1101609|Theobroma|-10.248|-62.354
1101708|Urupá|-11.126|-62.364
1101757|Vale do Anari|-9.862|-62.188
1101807|Vale do Paraíso|-10.447|-62.135
1200013|Acrelândia|-9.826|-66.897
1200054|Assis Brasil|-10.93|-69.574
1200104|Brasiléia|-10.995|-68.75
1200138|Bujari|-9.815|-67.955
1200179|Capixaba|-10.566|-67.686
1200203|Cruzeiro do Sul|-7.628|-72.676
1200252|Epitaciolândia|-11.019|-68.734
1200302|Feijó|-8.171|-70.351
1200328|Jordão|-9.191|-71.95
1200336|Mâncio Lima|-7.617|-72.9
1200344|Manoel Urbano|-8.833|-69.268
1200351|Marechal Thaumaturgo|-8.939|-72.8
1200385|Plácido de Castro|-10.281|-67.137
1200393|Porto Walter|-8.263|-72.754
1200401|Rio Branco|-9.975|-67.824|1
1200427|Rodrigues Alves|-7.739|-72.661
1200435|Santa Rosa do Purus|-9.447|-70.49
1200450|Senador Guiomard|-10.15|-67.736
1200500|Sena Madureira|-9.066|-68.657
1200609|Tarauacá|-8.157|-70.772
1200708|Xapuri|-10.652|-68.497
1200807|Porto Acre|-9.581|-67.548
1300029|Alvarães|-3.227|-64.801
1300060|Amaturá|-3.375|-68.201
1300086|Anamã|-3.567|-61.396
1300102|Anori|-3.746|-61.657
1300144|Apuí|-7.194|-59.896
1300201|Atalaia do Norte|-4.371|-70.197
1300300|Autazes|-3.586|-59.126
1300409|Barcelos|-0.983|-62.931
1300508|Barreirinha|-2.799|-57.068
1300607|Benjamin Constant|-4.378|-70.034
1300631|Beruri|-3.899|-61.362
1300680|Boa Vista do Ramos|-2.974|-57.587
1300706|Boca do Acre|-8.742|-67.392
1300805|Borba|-4.392|-59.587
1300839|Caapiranga|-3.315|-61.221
1300904|Canutama|-6.526|-64.395
1301001|Carauari|-4.882|-66.909
1301100|Careiro|-3.768|-60.369
1301159|Careiro da Várzea|-3.314|-59.556
1301209|Coari|-4.094|-63.144
1301308|Codajás|-3.831|-62.066
1301407|Eirunepé|-6.657|-69.866
1301506|Envira|-7.438|-70.028
1301605|Fonte Boa|-2.523|-66.094
1301654|Guajará|-7.538|-72.591
1301704|Humaitá|-7.512|-63.033
1301803|Ipixuna|-7.048|-71.693
1301852|Iranduba|-3.275|-60.19
1301902|Itacoatiara|-3.139|-58.445
1301951|Itamarati|-6.439|-68.244
1302009|Itapiranga|-2.741|-58.029
1302108|Japurá|-1.882|-66.929
1302207|Juruá|-3.484|-66.072
1302306|Jutaí|-2.758|-66.76
1302405|Lábrea|-7.264|-64.795
1302504|Manacapuru|-3.291|-60.622
1302553|Manaquiri|-3.441|-60.461
1302603|Manaus|-3.119|-60.021|1
1302702|Manicoré|-5.805|-61.289
1302801|Maraã|-1.853|-65.573
1302900|Maués|-3.393|-57.707
1303007|Nhamundá|-2.208|-56.711
1303106|Nova Olinda do Norte|-3.9|-59.094
1303205|Novo Airão|-2.636|-60.943
1303304|Novo Aripuanã|-5.126|-60.373
1303403|Parintins|-2.637|-56.729
1303502|Pauini|-7.713|-66.992
1303536|Presidente Figueiredo|-2.03|-60.023
1303569|Rio Preto da Eva|-2.704|-59.686
1303601|Santa Isabel do Rio Negro|-0.411|-65.009
1303700|Santo Antônio do Içá|-3.095|-67.946
1303809|São Gabriel da Cachoeira|-0.119|-67.084
1303908|São Paulo de Olivença|-3.473|-68.965
1303957|São Sebastião do Uatumã|-2.559|-57.873
1304005|Silves|-2.817|-58.248
1304062|Tabatinga|-4.242|-69.938
1304104|Tapauá|-5.621|-63.181
1304203|Tefé|-3.368|-64.719
1304237|Tonantins|-2.866|-67.792
1304260|Uarini|-2.996|-65.113
1304302|Urucará|-2.529|-57.754
1304401|Urucurituba|-3.128|-58.15
1400027|Amajari|3.646|-61.369
1400050|Alto Alegre|2.989|-61.307
1400100|Boa Vista|2.824|-60.675|1
1400159|Bonfim|3.362|-59.833
1400175|Cantá|2.61|-60.606
1400209|Caracaraí|1.828|-61.13
1400233|Caroebe|0.884|-59.696
1400282|Iracema|2.183|-61.041
1400308|Mucajaí|2.44|-60.91
1400407|Normandia|3.885|-59.62
1400456|Pacaraima|4.48|-61.148
1400472|Rorainópolis|0.94|-60.439
1400506|São João da Baliza|0.952|-59.913
1400605|São Luiz|1.01|-60.042
1400704|Uiramutã|4.603|-60.181
1500107|Abaetetuba|-1.722|-48.879
1500131|Abel Figueiredo|-4.953|-48.393
1500206|Acará|-1.954|-48.199
1500305|Afuá|-0.155|-50.386
1500347|Água Azul do Norte|-6.791|-50.479
1500404|Alenquer|-1.946|-54.738
1500503|Almeirim|-1.529|-52.579
1500602|Altamira|-3.204|-52.21
1500701|Anajás|-0.997|-49.935
1500800|Ananindeua|-1.364|-48.374
1500859|Anapu|-3.47|-51.2
1500909|Augusto Corrêa|-1.051|-46.615
1500958|Aurora do Pará|-2.149|-47.568
1501006|Aveiro|-3.608|-55.32
1501105|Bagre|-1.901|-50.199
1501204|Baião|-2.79|-49.669
1501253|Bannach|-7.348|-50.396
1501303|Barcarena|-1.512|-48.62
1501402|Belém|-1.455|-48.49|1
1501451|Belterra|-2.636|-54.937
1501501|Benevides|-1.362|-48.243
1501576|Bom Jesus do Tocantins|-5.042|-48.605
1501600|Bonito|-1.367|-47.307
1501709|Bragança|-1.061|-46.783
1501725|Brasil Novo|-3.298|-52.534
1501758|Brejo Grande do Araguaia|-5.698|-48.41
1501782|Breu Branco|-3.772|-49.574
1501808|Breves|-1.68|-50.479
1501907|Bujaru|-1.518|-48.038
1501956|Cachoeira do Piriá|-1.76|-46.546
1502004|Cachoeira do Arari|-1.012|-48.95
1502103|Cametá|-2.243|-49.498
1502152|Canaã dos Carajás|-6.497|-49.878
1502202|Capanema|-1.205|-47.178
1502301|Capitão Poço|-1.748|-47.063
1502400|Castanhal|-1.298|-47.917
1502509|Chaves|-0.164|-49.987
1502608|Colares|-0.936|-48.28
1502707|Conceição do Araguaia|-8.261|-49.269
1502756|Concórdia do Pará|-1.992|-47.942
1502764|Cumaru do Norte|-7.811|-50.77
1502772|Curionópolis|-6.1|-49.607
1502806|Curralinho|-1.812|-49.795
1502855|Curuá|-1.888|-55.117
1502905|Curuçá|-0.733|-47.852
1502939|Dom Eliseu|-4.199|-47.825
1502954|Eldorado do Carajás|-6.104|-49.355
1503002|Faro|-2.168|-56.74
1503044|Floresta do Araguaia|-7.553|-49.712
1503077|Garrafão do Norte|-1.93|-47.05
1503093|Goianésia do Pará|-3.843|-49.097
1503101|Gurupá|-1.414|-51.634
1503200|Igarapé-Açu|-1.125|-47.626
1503309|Igarapé-Miri|-1.975|-48.958
1503408|Inhangapi|-1.435|-47.911
1503457|Ipixuna do Pará|-2.56|-47.506
1503507|Irituia|-1.77|-47.446
1503606|Itaituba|-4.267|-55.993
1503705|Itupiranga|-5.133|-49.336
1503754|Jacareacanga|-6.215|-57.754
1503804|Jacundá|-4.446|-49.115
1503903|Juruti|-2.163|-56.089
1504000|Limoeiro do Ajuru|-1.899|-49.39
1504059|Mãe do Rio|-2.057|-47.56
1504109|Magalhães Barata|-0.803|-47.601
1504208|Marabá|-5.381|-49.133
1504307|Maracanã|-0.779|-47.452
1504406|Marapanim|-0.715|-47.703
1504422|Marituba|-1.36|-48.342
1504455|Medicilândia|-3.446|-52.888
1504505|Melgaço|-1.803|-50.715
1504604|Mocajuba|-2.583|-49.504
1504703|Moju|-1.89|-48.767
1504752|Mojuí dos Campos|-2.682|-54.642
1504802|Monte Alegre|-1.998|-54.072
1504901|Muaná|-1.539|-49.222
1504950|Nova Esperança do Piriá|-2.267|-46.973
1504976|Nova Ipixuna|-4.916|-49.082
1505007|Nova Timboteua|-1.209|-47.392
1505031|Novo Progresso|-7.143|-55.379
1505064|Novo Repartimento|-4.247|-49.95
1505106|Óbidos|-1.901|-55.521
1505205|Oeiras do Pará|-2.004|-49.863
1505304|Oriximiná|-1.76|-55.858
1505403|Ourém|-1.542|-47.113
1505437|Ourilândia do Norte|-6.753|-51.086
1505486|Pacajá|-3.835|-50.64
1505494|Palestina do Pará|-5.74|-48.318
1505502|Paragominas|-3.002|-47.353
1505536|Parauapebas|-6.068|-49.904
1505551|Pau d'Arco|-1.598|-46.927
1505601|Peixe-Boi|-1.194|-47.324
1505635|Piçarra|-6.438|-48.872
1505650|Placas|-3.868|-54.212
1505700|Ponta de Pedras|-1.396|-48.866
1505809|Portel|-1.936|-50.819
1505908|Porto de Moz|-1.747|-52.236
1506005|Prainha|-1.798|-53.478
1506104|Primavera|-0.945|-47.125
1506112|Quatipuru|-0.9|-47.013
1506138|Redenção|-8.025|-50.032
1506161|Rio Maria|-7.312|-50.038
1506187|Rondon do Pará|-4.778|-48.067
1506195|Rurópolis|-4.1|-54.909
1506203|Salinópolis|-0.631|-47.346
1506302|Salvaterra|-0.758|-48.514
1506351|Santa Bárbara do Pará|-1.192|-48.238
1506401|Santa Cruz do Arari|-0.661|-49.177
1506500|Santa Izabel do Pará|-1.297|-48.161
1506559|Santa Luzia do Pará|-1.521|-46.901
1506583|Santa Maria das Barreiras|-8.858|-49.721
1506609|Santa Maria do Pará|-1.354|-47.571
1506708|Santana do Araguaia|-9.328|-50.35
1506807|Santarém|-2.438|-54.7
1506906|Santarém Novo|-0.931|-47.386
1507003|Santo Antônio do Tauá|-1.152|-48.131
1507102|São Caetano de Odivelas|-0.747|-48.025
1507151|São Domingos do Araguaia|-5.537|-48.737
1507201|São Domingos do Capim|-1.688|-47.767
1507300|São Félix do Xingu|-6.643|-51.99
1507409|São Francisco do Pará|-1.17|-47.792
1507458|São Geraldo do Araguaia|-6.395|-48.559
1507466|São João da Ponta|-0.858|-47.918
1507474|São João de Pirabas|-0.78|-47.181
1507508|São João do Araguaia|-5.363|-48.793
1507607|São Miguel do Guamá|-1.613|-47.478
1507706|São Sebastião da Boa Vista|-1.716|-49.525
1507755|Sapucaia|-6.94|-49.683
1507805|Senador José Porfírio|-4.312|-51.576
1507904|Soure|-0.73|-48.502
1507953|Tailândia|-2.946|-48.949
1507961|Terra Alta|-1.03|-47.9
1507979|Terra Santa|-2.104|-56.488
1508001|Tomé-Açu|-2.413|-48.142
1508035|Tracuateua|-1.077|-46.903
1508050|Trairão|-4.573|-55.943
1508084|Tucumã|-6.747|-51.163
1508100|Tucuruí|-3.766|-49.677
1508126|Ulianópolis|-3.75|-47.489
1508159|Uruará|-3.715|-53.74
1508209|Vigia|-0.861|-48.139
1508308|Viseu|-1.191|-46.14
1508357|Vitória do Xingu|-2.879|-52.009
1508407|Xinguara|-7.098|-49.944
1600055|Serra do Navio|0.901|-52.004
1600105|Amapá|2.053|-50.796
1600154|Pedra Branca do Amapari|0.777|-51.95
1600204|Calçoene|2.505|-50.951
1600212|Cutias|0.971|-50.8
1600238|Ferreira Gomes|0.857|-51.179
1600253|Itaubal|0.602|-50.7
1600279|Laranjal do Jari|-0.805|-52.453
1600303|Macapá|0.035|-51.069|1
1600402|Mazagão|-0.113|-51.289
1600501|Oiapoque|3.841|-51.833
1600535|Porto Grande|0.712|-51.416
1600550|Pracuúba|1.745|-50.789
1600600|Santana|-0.045|-51.173
1600709|Tartarugalzinho|1.507|-50.909
1600808|Vitória do Jari|-0.938|-52.424
1700251|Abreulândia|-9.621|-49.152
1700301|Aguiarnópolis|-6.554|-47.47
1700350|Aliança do Tocantins|-11.306|-48.936
1700400|Almas|-11.571|-47.179
1700707|Alvorada|-12.479|-49.125
1701002|Ananás|-6.364|-48.074
1701051|Angico|-6.392|-47.861
1701101|Aparecida do Rio Negro|-9.941|-47.964
1701309|Aragominas|-7.16|-48.529
1701903|Araguacema|-8.808|-49.557
1702000|Araguaçu|-12.929|-49.823
1702109|Araguaína|-7.192|-48.204
1702158|Araguanã|-6.582|-48.639
1702208|Araguatins|-5.647|-48.123
1702307|Arapoema|-7.655|-49.064
1702406|Arraias|-12.929|-46.936
1702554|Augustinópolis|-5.469|-47.886
1702703|Aurora do Tocantins|-12.71|-46.408
1702901|Axixá do Tocantins|-5.613|-47.77
1703008|Babaçulândia|-7.209|-47.761
1703057|Bandeirantes do Tocantins|-7.756|-48.584
1703073|Barra do Ouro|-7.696|-47.678
1703107|Barrolândia|-9.834|-48.725
1703206|Bernardo Sayão|-7.875|-48.889
1703305|Bom Jesus do Tocantins|-8.963|-48.165
1703602|Brasilândia do Tocantins|-8.389|-48.482
1703701|Brejinho de Nazaré|-11.006|-48.568
1703800|Buriti do Tocantins|-5.314|-48.227
1703826|Cachoeirinha|-6.116|-47.923
1703842|Campos Lindos|-7.99|-46.864
1703867|Cariri do Tocantins|-11.888|-49.161
1703883|Carmolândia|-7.033|-48.398
1703891|Carrasco Bonito|-5.314|-48.031
1703909|Caseara|-9.276|-49.952
1704105|Centenário|-8.961|-47.33
1704600|Chapada de Areia|-10.142|-49.14
1705102|Chapada da Natividade|-11.617|-47.749
1705508|Colinas do Tocantins|-8.058|-48.476
1705557|Combinado|-12.792|-46.539
1705607|Conceição do Tocantins|-12.221|-47.295
1706001|Couto Magalhães|-8.284|-49.247
1706100|Cristalândia|-10.598|-49.194
1706258|Crixás do Tocantins|-11.099|-48.915
1706506|Darcinópolis|-6.716|-47.76
1707009|Dianópolis|-11.624|-46.82
1707108|Divinópolis do Tocantins|-9.8|-49.217
1707207|Dois Irmãos do Tocantins|-9.255|-49.064
1707306|Dueré|-11.342|-49.272
1707405|Esperantina|-5.366|-48.538
1707553|Fátima|-10.76|-48.908
1707652|Figueirópolis|-12.131|-49.175
1707702|Filadélfia|-7.335|-47.495
1708205|Formoso do Araguaia|-11.798|-49.532
1708254|Fortaleza do Tabocão|-9.056|-48.521
1708304|Goianorte|-8.774|-48.931
1709005|Goiatins|-7.715|-47.325
1709302|Guaraí|-8.835|-48.511
1709500|Gurupi|-11.728|-49.068
1709807|Ipueiras|-11.233|-48.46
1710508|Itacajá|-8.393|-47.773
1710706|Itaguatins|-5.773|-47.486
1710904|Itapiratins|-8.38|-48.107
1711100|Itaporã do Tocantins|-8.572|-48.69
1711506|Jaú do Tocantins|-12.651|-48.589
1711803|Juarina|-8.12|-49.064
1711902|Lagoa da Confusão|-10.791|-49.62
1711951|Lagoa do Tocantins|-10.368|-47.538
1712009|Lajeado|-9.75|-48.356
1712157|Lavandeira|-12.785|-46.51
1712405|Lizarda|-9.59|-46.674
1712454|Luzinópolis|-6.178|-47.858
1712504|Marianópolis do Tocantins|-9.794|-49.655
1712702|Mateiros|-10.546|-46.417
1712801|Maurilândia do Tocantins|-5.952|-47.513
1713205|Miracema do Tocantins|-9.566|-48.393
1713304|Miranorte|-9.529|-48.592
1713601|Monte do Carmo|-10.761|-48.111
1713700|Monte Santo do Tocantins|-10.008|-48.994
1713809|Palmeiras do Tocantins|-6.617|-47.546
1713957|Muricilândia|-7.147|-48.609
1714203|Natividade|-11.703|-47.722
1714302|Nazaré|-6.375|-47.664
1714880|Nova Olinda|-7.632|-48.425
1715002|Nova Rosalândia|-10.565|-48.913
1715101|Novo Acordo|-9.971|-47.678
1715150|Novo Alegre|-12.922|-46.571
1715259|Novo Jardim|-11.826|-46.633
1715507|Oliveira de Fátima|-10.707|-48.909
1715705|Palmeirante|-7.848|-47.924
1715754|Palmeirópolis|-13.045|-48.403
1716109|Paraíso do Tocantins|-10.175|-48.882
1716208|Paranã|-12.617|-47.873
1716307|Pau D'Arco|-7.539|-49.367
1716505|Pedro Afonso|-8.97|-48.173
1716604|Peixe|-12.025|-48.539
1716653|Pequizeiro|-8.593|-48.933
1716703|Colméia|-8.725|-48.764
1717008|Pindorama do Tocantins|-11.131|-47.573
1717206|Piraquê|-6.773|-48.296
1717503|Pium|-10.442|-49.188
1717800|Ponte Alta do Bom Jesus|-12.085|-46.483
1717909|Ponte Alta do Tocantins|-10.748|-47.528
1718006|Porto Alegre do Tocantins|-11.618|-47.062
1718204|Porto Nacional|-10.703|-48.408
1718303|Praia Norte|-5.393|-47.811
1718402|Presidente Kennedy|-8.541|-48.506
1718451|Pugmil|-10.424|-48.896
1718501|Recursolândia|-8.723|-47.242
1718550|Riachinho|-6.44|-48.137
1718659|Rio da Conceição|-11.395|-46.885
1718709|Rio dos Bois|-9.344|-48.525
1718758|Rio Sono|-9.35|-47.888
1718808|Sampaio|-5.354|-47.878
1718840|Sandolândia|-12.538|-49.924
1718865|Santa Fé do Araguaia|-7.158|-48.717
1718881|Santa Maria do Tocantins|-8.805|-47.789
1718899|Santa Rita do Tocantins|-10.862|-48.916
1718907|Santa Rosa do Tocantins|-11.447|-48.122
1719004|Santa Tereza do Tocantins|-10.275|-47.803
1720002|Santa Terezinha do Tocantins|-6.444|-47.668
1720101|São Bento do Tocantins|-6.026|-47.901
1720150|São Félix do Tocantins|-10.162|-46.662
1720200|São Miguel do Tocantins|-5.563|-47.574
1720259|São Salvador do Tocantins|-12.746|-48.235
1720309|São Sebastião do Tocantins|-5.261|-48.202
1720499|São Valério|-11.974|-48.235
1720655|Silvanópolis|-11.147|-48.169
1720804|Sítio Novo do Tocantins|-5.601|-47.638
1720853|Sucupira|-11.993|-48.968
1720903|Taguatinga|-12.403|-46.437
1720937|Taipas do Tocantins|-12.187|-46.98
1720978|Talismã|-12.795|-49.09
1721000|Palmas|-10.24|-48.356|1
1721109|Tocantínia|-9.563|-48.374
1721208|Tocantinópolis|-6.324|-47.422
1721257|Tupirama|-8.972|-48.188
1721307|Tupiratins|-8.394|-48.128
1722081|Wanderlândia|-6.853|-47.96
1722107|Xambioá|-6.414|-48.532
2100055|Açailândia|-4.947|-47.5
2100105|Afonso Cunha|-4.136|-43.328
2100154|Água Doce do Maranhão|-2.84|-42.119
2100204|Alcântara|-2.396|-44.406
2100303|Aldeias Altas|-4.626|-43.469
2100402|Altamira do Maranhão|-4.166|-45.471
2100436|Alto Alegre do Maranhão|-4.213|-44.446
2100477|Alto Alegre do Pindaré|-3.667|-45.842
2100501|Alto Parnaíba|-9.103|-45.93
2100550|Amapá do Maranhão|-1.675|-46.002
2100600|Amarante do Maranhão|-5.569|-46.747
2100709|Anajatuba|-3.263|-44.613
2100808|Anapurus|-3.676|-43.101
2100832|Apicum-Açu|-1.459|-45.086
2100873|Araguanã|-2.946|-45.659
2100907|Araioses|-2.891|-41.905
2100956|Arame|-4.883|-46.003
2101004|Arari|-3.452|-44.767
2101103|Axixá|-2.839|-44.062
2101202|Bacabal|-4.224|-44.783
2101251|Bacabeira|-2.965|-44.316
2101301|Bacuri|-1.696|-45.133
2101350|Bacurituba|-2.71|-44.733
2101400|Balsas|-7.532|-46.037
2101509|Barão de Grajaú|-6.745|-43.026
2101608|Barra do Corda|-5.497|-45.248
2101707|Barreirinhas|-2.759|-42.823
2101731|Belágua|-3.155|-43.512
2101772|Bela Vista do Maranhão|-3.726|-45.307
2101806|Benedito Leite|-7.21|-44.558
2101905|Bequimão|-2.442|-44.784
2101939|Bernardo do Mearim|-4.627|-44.761
2101970|Boa Vista do Gurupi|-1.776|-46.3
2102002|Bom Jardim|-3.541|-45.606
2102036|Bom Jesus das Selvas|-4.476|-46.864
2102077|Bom Lugar|-4.373|-45.033
2102101|Brejo|-3.678|-42.753
2102150|Brejo de Areia|-4.334|-45.581
2102200|Buriti|-3.942|-42.918
2102309|Buriti Bravo|-5.832|-43.835
2102325|Buriticupu|-4.324|-46.441
2102358|Buritirana|-5.598|-47.013
2102374|Cachoeira Grande|-2.931|-44.053
2102408|Cajapió|-2.873|-44.674
2102507|Cajari|-3.327|-45.014
2102556|Campestre do Maranhão|-6.171|-47.362
2102606|Cândido Mendes|-1.433|-45.716
2102705|Cantanhede|-3.638|-44.383
2102754|Capinzal do Norte|-4.724|-44.328
2102804|Carolina|-7.336|-47.463
2102903|Carutapera|-1.197|-46.008
2103000|Caxias|-4.865|-43.362
2103109|Cedral|-2|-44.528
2103125|Central do Maranhão|-2.198|-44.825
2103158|Centro do Guilherme|-2.449|-46.035
2103174|Centro Novo do Maranhão|-2.127|-46.123
2103208|Chapadinha|-3.739|-43.354
2103257|Cidelândia|-5.175|-47.778
2103307|Codó|-4.456|-43.892
2103406|Coelho Neto|-4.252|-43.011
2103505|Colinas|-6.032|-44.254
2103554|Conceição do Lago-Açu|-3.851|-44.889
2103604|Coroatá|-4.134|-44.124
2103703|Cururupu|-1.815|-44.864
2103752|Davinópolis|-5.546|-47.422
2103802|Dom Pedro|-5.035|-44.441
2103901|Duque Bacelar|-4.15|-42.948
2104008|Esperantinópolis|-4.879|-44.693
2104057|Estreito|-6.561|-47.443
2104073|Feira Nova do Maranhão|-6.965|-46.679
2104081|Fernando Falcão|-6.162|-44.898
2104099|Formosa da Serra Negra|-6.44|-46.192
2104107|Fortaleza dos Nogueiras|-6.96|-46.175
2104206|Fortuna|-5.728|-44.157
2104305|Godofredo Viana|-1.403|-45.779
2104404|Gonçalves Dias|-5.147|-44.301
2104503|Governador Archer|-5.021|-44.275
2104552|Governador Edison Lobão|-5.75|-47.365
2104602|Governador Eugênio Barros|-5.319|-44.247
2104628|Governador Luiz Rocha|-5.478|-44.077
2104651|Governador Newton Bello|-3.432|-45.662
2104677|Governador Nunes Freire|-2.129|-45.878
2104701|Graça Aranha|-5.405|-44.336
2104800|Grajaú|-5.814|-46.146
2104909|Guimarães|-2.128|-44.602
2105005|Humberto de Campos|-2.598|-43.465
2105104|Icatu|-2.772|-44.05
2105153|Igarapé do Meio|-3.658|-45.211
2105203|Igarapé Grande|-4.662|-44.856
2105302|Imperatriz|-5.518|-47.478
2105351|Itaipava do Grajaú|-5.143|-45.788
2105401|Itapecuru Mirim|-3.402|-44.351
2105427|Itinga do Maranhão|-4.453|-47.523
2105450|Jatobá|-5.823|-44.215
2105476|Jenipapo dos Vieiras|-5.362|-45.636
2105500|João Lisboa|-5.444|-47.406
2105609|Joselândia|-4.986|-44.696
2105658|Junco do Maranhão|-1.839|-46.09
2105708|Lago da Pedra|-4.57|-45.132
2105807|Lago do Junco|-4.609|-45.049
2105906|Lago Verde|-3.947|-44.826
2105922|Lagoa do Mato|-6.05|-43.533
2105948|Lago dos Rodrigues|-4.612|-44.98
2105963|Lagoa Grande do Maranhão|-4.989|-45.382
2105989|Lajeado Novo|-6.185|-47.029
2106003|Lima Campos|-4.518|-44.465
2106102|Loreto|-7.081|-45.145
2106201|Luís Domingues|-1.275|-45.867
2106300|Magalhães de Almeida|-3.392|-42.212
2106326|Maracaçumé|-2.049|-45.959
2106359|Marajá do Sena|-4.628|-45.453
2106375|Maranhãozinho|-2.241|-45.851
2106409|Mata Roma|-3.62|-43.111
2106508|Matinha|-3.098|-45.035
2106607|Matões|-5.514|-43.202
2106631|Matões do Norte|-3.624|-44.547
2106672|Milagres do Maranhão|-3.574|-42.613
2106706|Mirador|-6.375|-44.368
2106755|Miranda do Norte|-3.563|-44.581
2106805|Mirinzal|-2.071|-44.779
2106904|Monção|-3.481|-45.25
2107001|Montes Altos|-5.831|-47.067
2107100|Morros|-2.854|-44.036
2107209|Nina Rodrigues|-3.468|-43.913
2107258|Nova Colinas|-7.123|-46.261
2107308|Nova Iorque|-6.73|-44.047
2107357|Nova Olinda do Maranhão|-2.842|-45.695
2107407|Olho d'Água das Cunhãs|-4.134|-45.116
2107456|Olinda Nova do Maranhão|-2.993|-44.99
2107506|Paço do Lumiar|-2.517|-44.102
2107605|Palmeirândia|-2.644|-44.893
2107704|Paraibano|-6.426|-43.979
2107803|Parnarama|-5.674|-43.101
2107902|Passagem Franca|-6.177|-43.776
2108009|Pastos Bons|-6.603|-44.075
2108058|Paulino Neves|-2.721|-42.526
2108108|Paulo Ramos|-4.445|-45.24
2108207|Pedreiras|-4.565|-44.601
2108256|Pedro do Rosário|-2.973|-45.349
2108306|Penalva|-3.277|-45.177
2108405|Peri Mirim|-2.577|-44.85
2108454|Peritoró|-4.375|-44.337
2108504|Pindaré-Mirim|-3.61|-45.342
2108603|Pinheiro|-2.522|-45.079
2108702|Pio XII|-3.893|-45.176
2108801|Pirapemas|-3.72|-44.222
2108900|Poção de Pedras|-4.746|-44.943
2109007|Porto Franco|-6.341|-47.396
2109056|Porto Rico do Maranhão|-1.859|-44.584
2109106|Presidente Dutra|-5.29|-44.495
2109205|Presidente Juscelino|-2.919|-44.072
2109239|Presidente Médici|-2.39|-45.82
2109270|Presidente Sarney|-2.588|-45.359
2109304|Presidente Vargas|-3.408|-44.023
2109403|Primeira Cruz|-2.506|-43.423
2109452|Raposa|-2.425|-44.097
2109502|Riachão|-7.358|-46.623
2109551|Ribamar Fiquene|-5.931|-47.389
2109601|Rosário|-2.934|-44.253
2109700|Sambaíba|-7.134|-45.352
2109759|Santa Filomena do Maranhão|-5.497|-44.564
2109809|Santa Helena|-2.244|-45.29
2109908|Santa Inês|-3.651|-45.377
2110005|Santa Luzia|-4.069|-45.69
2110039|Santa Luzia do Paruá|-2.511|-45.78
2110104|Santa Quitéria do Maranhão|-3.493|-42.569
2110203|Santa Rita|-3.142|-44.321
2110237|Santana do Maranhão|-3.109|-42.406
2110278|Santo Amaro do Maranhão|-2.501|-43.238
2110302|Santo Antônio dos Lopes|-4.866|-44.365
2110401|São Benedito do Rio Preto|-3.335|-43.529
2110500|São Bento|-2.698|-44.829
2110609|São Bernardo|-3.372|-42.419
2110658|São Domingos do Azeitão|-6.815|-44.651
2110708|São Domingos do Maranhão|-5.581|-44.382
2110807|São Félix de Balsas|-7.075|-44.809
2110856|São Francisco do Brejão|-5.126|-47.389
2110906|São Francisco do Maranhão|-6.252|-42.867
2111003|São João Batista|-2.954|-44.795
2111029|São João do Carú|-3.55|-46.251
2111052|São João do Paraíso|-6.456|-47.059
2111078|São João do Soter|-5.108|-43.816
2111102|São João dos Patos|-6.493|-43.704
2111201|São José de Ribamar|-2.547|-44.06
2111250|São José dos Basílios|-5.055|-44.581
2111300|São Luís|-2.539|-44.282|1
2111409|São Luís Gonzaga do Maranhão|-4.385|-44.665
2111508|São Mateus do Maranhão|-4.037|-44.471
2111532|São Pedro da Água Branca|-5.085|-48.429
2111573|São Pedro dos Crentes|-6.824|-46.532
2111607|São Raimundo das Mangabeiras|-7.022|-45.481
2111631|São Raimundo do Doca Bezerra|-5.111|-45.07
2111672|São Roberto|-5.023|-45.001
2111706|São Vicente Ferrer|-2.895|-44.868
2111722|Satubinha|-4.049|-45.246
2111748|Senador Alexandre Costa|-5.251|-44.053
2111763|Senador La Rocque|-5.446|-47.296
2111789|Serrano do Maranhão|-1.852|-45.121
2111805|Sítio Novo|-5.876|-46.703
2111904|Sucupira do Norte|-6.478|-44.192
2111953|Sucupira do Riachão|-6.409|-43.545
2112001|Tasso Fragoso|-8.466|-45.754
2112100|Timbiras|-4.256|-43.932
2112209|Timon|-5.098|-42.833
2112233|Trizidela do Vale|-4.538|-44.628
2112274|Tufilândia|-3.674|-45.624
2112308|Tuntum|-5.255|-44.644
2112407|Turiaçu|-1.659|-45.38
2112456|Turilândia|-2.216|-45.304
2112506|Tutóia|-2.761|-42.276
2112605|Urbano Santos|-3.206|-43.388
2112704|Vargem Grande|-3.536|-43.917
2112803|Viana|-3.205|-44.991
2112852|Vila Nova dos Martírios|-5.189|-48.134
2112902|Vitória do Mearim|-3.451|-44.864
2113009|Vitorino Freire|-4.282|-45.251
2114007|Zé Doca|-3.27|-45.655
2200053|Acauã|-8.22|-41.083
2200103|Agricolândia|-5.797|-42.666
2200202|Água Branca|-5.889|-42.637
2200251|Alagoinha do Piauí|-7|-40.928
2200277|Alegrete do Piauí|-7.242|-40.857
2200301|Alto Longá|-5.256|-42.21
2200400|Altos|-5.039|-42.461
2200459|Alvorada do Gurguéia|-8.424|-43.777
2200509|Amarante|-6.243|-42.843
2200608|Angical do Piauí|-6.088|-42.74
2200707|Anísio de Abreu|-9.186|-43.049
2200806|Antônio Almeida|-7.213|-44.189
2200905|Aroazes|-6.11|-41.782
2200954|Aroeiras do Itaim|-7.245|-41.532
2201002|Arraial|-6.651|-42.542
2201051|Assunção do Piauí|-5.865|-41.039
2201101|Avelino Lopes|-10.134|-43.956
2201150|Baixa Grande do Ribeiro|-7.849|-45.219
2201176|Barra D'Alcântara|-6.516|-42.115
2201200|Barras|-4.245|-42.292
2201309|Barreiras do Piauí|-9.93|-45.47
2201408|Barro Duro|-5.817|-42.515
2201507|Batalha|-4.022|-42.079
2201556|Bela Vista do Piauí|-7.988|-41.867
2201572|Belém do Piauí|-7.367|-40.969
2201606|Beneditinos|-5.457|-42.364
2201705|Bertolínia|-7.633|-43.95
2201739|Betânia do Piauí|-8.144|-40.799
2201770|Boa Hora|-4.414|-42.136
2201804|Bocaina|-6.941|-41.317
2201903|Bom Jesus|-9.071|-44.359
2201919|Bom Princípio do Piauí|-3.196|-41.64
2201929|Bonfim do Piauí|-9.161|-42.886
2201945|Boqueirão do Piauí|-4.482|-42.121
2201960|Brasileira|-4.134|-41.786
2201988|Brejo do Piauí|-8.203|-42.823
2202000|Buriti dos Lopes|-3.183|-41.87
2202026|Buriti dos Montes|-5.306|-41.093
2202059|Cabeceiras do Piauí|-4.477|-42.307
2202075|Cajazeiras do Piauí|-6.797|-42.39
2202083|Cajueiro da Praia|-2.931|-41.341
2202091|Caldeirão Grande do Piauí|-7.331|-40.637
2202109|Campinas do Piauí|-7.659|-41.877
2202117|Campo Alegre do Fidalgo|-8.382|-41.834
2202133|Campo Grande do Piauí|-7.128|-41.032
2202174|Campo Largo do Piauí|-3.804|-42.64
2202208|Campo Maior|-4.822|-42.164
2202251|Canavieira|-7.688|-43.723
2202307|Canto do Buriti|-8.111|-42.952
2202406|Capitão de Campos|-4.457|-41.944
2202455|Capitão Gervásio Oliveira|-8.497|-41.814
2202505|Caracol|-9.279|-43.329
2202539|Caraúbas do Piauí|-3.475|-41.843
2202554|Caridade do Piauí|-7.734|-40.985
2202604|Castelo do Piauí|-5.319|-41.55
2202653|Caxingó|-3.419|-41.895
2202703|Cocal|-3.473|-41.555
2202711|Cocal de Telha|-4.557|-41.959
2202729|Cocal dos Alves|-3.62|-41.44
2202737|Coivaras|-5.092|-42.208
2202752|Colônia do Gurguéia|-8.184|-43.794
2202778|Colônia do Piauí|-7.227|-42.176
2202802|Conceição do Canindé|-7.876|-41.594
2202851|Coronel José Dias|-8.814|-42.523
2202901|Corrente|-10.433|-45.163
2203008|Cristalândia do Piauí|-10.644|-45.189
2203107|Cristino Castro|-8.823|-44.223
2203206|Curimatá|-10.033|-44.3
2203230|Currais|-9.012|-44.406
2203255|Curralinhos|-5.608|-42.838
2203271|Curral Novo do Piauí|-7.831|-40.896
2203305|Demerval Lobão|-5.359|-42.678
2203354|Dirceu Arcoverde|-9.339|-42.435
2203404|Dom Expedito Lopes|-6.953|-41.64
2203420|Domingos Mourão|-4.25|-41.268
2203453|Dom Inocêncio|-9.005|-41.97
2203503|Elesbão Veloso|-6.199|-42.136
2203602|Eliseu Martins|-8.096|-43.67
2203701|Esperantina|-3.889|-42.232
2203750|Fartura do Piauí|-9.483|-42.791
2203800|Flores do Piauí|-7.788|-42.918
2203859|Floresta do Piauí|-7.467|-41.788
2203909|Floriano|-6.772|-43.024
2204006|Francinópolis|-6.393|-42.259
2204105|Francisco Ayres|-6.626|-42.688
2204154|Francisco Macedo|-7.331|-40.788
2204204|Francisco Santos|-6.995|-41.129
2204303|Fronteiras|-7.082|-40.615
2204352|Geminiano|-7.155|-41.341
2204402|Gilbués|-9.83|-45.342
2204501|Guadalupe|-6.783|-43.559
2204550|Guaribas|-9.386|-43.694
2204600|Hugo Napoleão|-5.989|-42.56
2204659|Ilha Grande|-2.858|-41.819
2204709|Inhuma|-6.665|-41.704
2204808|Ipiranga do Piauí|-6.824|-41.738
2204907|Isaías Coelho|-7.736|-41.673
2205003|Itainópolis|-7.443|-41.469
2205102|Itaueira|-7.6|-43.025
2205151|Jacobina do Piauí|-7.931|-41.208
2205201|Jaicós|-7.362|-41.137
2205250|Jardim do Mulato|-6.099|-42.63
2205276|Jatobá do Piauí|-4.77|-41.817
2205300|Jerumenha|-7.091|-43.503
2205359|João Costa|-8.507|-42.426
2205409|Joaquim Pires|-3.502|-42.187
2205458|Joca Marques|-3.48|-42.425
2205508|José de Freitas|-4.751|-42.575
2205516|Juazeiro do Piauí|-5.175|-41.698
2205524|Júlio Borges|-10.322|-44.238
2205532|Jurema|-9.22|-43.134
2205540|Lagoinha do Piauí|-5.831|-42.622
2205557|Lagoa Alegre|-4.515|-42.631
2205565|Lagoa do Barro do Piauí|-8.477|-41.534
2205573|Lagoa de São Francisco|-4.385|-41.597
2205581|Lagoa do Piauí|-5.419|-42.644
2205599|Lagoa do Sítio|-6.508|-41.565
2205607|Landri Sales|-7.259|-43.936
2205706|Luís Correia|-2.884|-41.664
2205805|Luzilândia|-3.468|-42.372
2205854|Madeiro|-3.486|-42.498
2205904|Manoel Emídio|-8.012|-43.876
2205953|Marcolândia|-7.442|-40.66
2206001|Marcos Parente|-7.116|-43.893
2206050|Massapê do Piauí|-7.475|-41.11
2206100|Matias Olímpio|-3.715|-42.551
2206209|Miguel Alves|-4.169|-42.896
2206308|Miguel Leão|-5.681|-42.744
2206357|Milton Brandão|-4.683|-41.417
2206407|Monsenhor Gil|-5.562|-42.608
2206506|Monsenhor Hipólito|-6.993|-41.026
2206605|Monte Alegre do Piauí|-9.754|-45.304
2206654|Morro Cabeça no Tempo|-9.719|-43.907
2206670|Morro do Chapéu do Piauí|-3.733|-42.302
2206696|Murici dos Portelas|-3.319|-42.094
2206704|Nazaré do Piauí|-6.97|-42.677
2206720|Nazária|-5.351|-42.815
2206753|Nossa Senhora de Nazaré|-4.63|-42.173
2206803|Nossa Senhora dos Remédios|-3.976|-42.618
2206902|Novo Oriente do Piauí|-6.449|-41.926
2206951|Novo Santo Antônio|-5.287|-41.932
2207009|Oeiras|-7.019|-42.128
2207108|Olho D'Água do Piauí|-5.841|-42.559
2207207|Padre Marcos|-7.351|-40.9
2207306|Paes Landim|-7.774|-42.247
2207355|Pajeú do Piauí|-7.855|-42.825
2207405|Palmeira do Piauí|-8.731|-44.247
2207504|Palmeirais|-5.971|-43.056
2207553|Paquetá|-7.103|-41.7
2207603|Parnaguá|-10.217|-44.63
2207702|Parnaíba|-2.906|-41.775
2207751|Passagem Franca do Piauí|-5.86|-42.444
2207777|Patos do Piauí|-7.672|-41.241
2207793|Pau D'Arco do Piauí|-5.261|-42.391
2207801|Paulistana|-8.134|-41.143
2207850|Pavussu|-7.961|-43.228
2207900|Pedro II|-4.426|-41.448
2207934|Pedro Laurentino|-8.068|-42.285
2207959|Nova Santa Rita|-8.097|-42.047
2208007|Picos|-7.077|-41.467
2208106|Pimenteiras|-6.238|-41.411
2208205|Pio IX|-6.83|-40.608
2208304|Piracuruca|-3.933|-41.709
2208403|Piripiri|-4.272|-41.772
2208502|Porto|-3.888|-42.7
2208551|Porto Alegre do Piauí|-6.964|-44.184
2208601|Prata do Piauí|-5.673|-42.205
2208650|Queimada Nova|-8.571|-41.411
2208700|Redenção do Gurguéia|-9.479|-44.581
2208809|Regeneração|-6.231|-42.684
2208858|Riacho Frio|-10.124|-44.95
2208874|Ribeira do Piauí|-7.69|-42.713
2208908|Ribeiro Gonçalves|-7.557|-45.245
2209005|Rio Grande do Piauí|-7.78|-43.137
2209104|Santa Cruz do Piauí|-7.178|-41.761
2209153|Santa Cruz dos Milagres|-5.806|-41.951
2209203|Santa Filomena|-9.112|-45.912
2209302|Santa Luz|-8.949|-44.13
2209351|Santana do Piauí|-6.947|-41.518
2209377|Santa Rosa do Piauí|-6.796|-42.281
2209401|Santo Antônio de Lisboa|-6.987|-41.225
2209450|Santo Antônio dos Milagres|-6.046|-42.712
2209500|Santo Inácio do Piauí|-7.421|-41.906
2209559|São Braz do Piauí|-9.058|-43.008
2209609|São Félix do Piauí|-5.935|-42.117
2209658|São Francisco de Assis do Piauí|-8.236|-41.687
2209708|São Francisco do Piauí|-7.246|-42.541
2209757|São Gonçalo do Gurguéia|-10.032|-45.309
2209807|São Gonçalo do Piauí|-5.994|-42.709
2209856|São João da Canabrava|-6.812|-41.342
2209872|São João da Fronteira|-3.955|-41.257
2209906|São João da Serra|-5.511|-41.892
2209955|São João da Varjota|-6.941|-41.889
2209971|São João do Arraial|-3.819|-42.446
2210003|São João do Piauí|-8.355|-42.256
2210052|São José do Divino|-3.814|-41.831
2210102|São José do Peixe|-7.486|-42.567
2210201|São José do Piauí|-6.872|-41.473
2210300|São Julião|-7.084|-40.825
2210359|São Lourenço do Piauí|-9.165|-42.55
2210375|São Luis do Piauí|-6.819|-41.318
2210383|São Miguel da Baixa Grande|-5.856|-42.193
2210391|São Miguel do Fidalgo|-7.597|-42.368
2210409|São Miguel do Tapuio|-5.497|-41.316
2210508|São Pedro do Piauí|-5.921|-42.719
2210607|São Raimundo Nonato|-9.012|-42.699
2210623|Sebastião Barros|-10.817|-44.834
2210631|Sebastião Leal|-7.568|-44.06
2210656|Sigefredo Pacheco|-4.917|-41.731
2210706|Simões|-7.591|-40.814
2210805|Simplício Mendes|-7.853|-41.907
2210904|Socorro do Piauí|-7.868|-42.492
2210938|Sussuapara|-7.037|-41.377
2210953|Tamboril do Piauí|-8.409|-42.921
2210979|Tanque do Piauí|-6.598|-42.279
2211001|Teresina|-5.092|-42.803|1
2211100|União|-4.586|-42.858
2211209|Uruçuí|-7.239|-44.558
2211308|Valença do Piauí|-6.403|-41.737
2211357|Várzea Branca|-9.238|-42.969
2211407|Várzea Grande|-6.549|-42.248
2211506|Vera Mendes|-7.597|-41.467
2211605|Vila Nova do Piauí|-7.133|-40.934
2211704|Wall Ferraz|-7.232|-41.905
2300101|Abaiara|-7.346|-39.042
2300150|Acarape|-4.221|-38.706
2300200|Acaraú|-2.888|-40.118
2300309|Acopiara|-6.089|-39.448
2300408|Aiuaba|-6.571|-40.118
2300507|Alcântaras|-3.585|-40.548
2300606|Altaneira|-6.998|-39.736
2300705|Alto Santo|-5.509|-38.274
2300754|Amontada|-3.36|-39.829
2300804|Antonina do Norte|-6.769|-39.987
2300903|Apuiarés|-3.945|-39.436
2301000|Aquiraz|-3.899|-38.39
2301109|Aracati|-4.558|-37.768
2301208|Aracoiaba|-4.369|-38.812
2301257|Ararendá|-4.746|-40.831
2301307|Araripe|-7.213|-40.136
2301406|Aratuba|-4.412|-39.047
2301505|Arneiroz|-6.316|-40.165
2301604|Assaré|-6.867|-39.869
2301703|Aurora|-6.933|-38.974
2301802|Baixio|-6.719|-38.713
2301851|Banabuiú|-5.305|-38.913
2301901|Barbalha|-7.298|-39.302
2301950|Barreira|-4.289|-38.643
2302008|Barro|-7.172|-38.774
2302057|Barroquinha|-3.021|-41.136
2302107|Baturité|-4.326|-38.881
2302206|Beberibe|-4.177|-38.127
2302305|Bela Cruz|-3.05|-40.167
2302404|Boa Viagem|-5.113|-39.734
2302503|Brejo Santo|-7.485|-38.98
2302602|Camocim|-2.901|-40.854
2302701|Campos Sales|-7.068|-40.369
2302800|Canindé|-4.352|-39.316
2302909|Capistrano|-4.456|-38.905
2303006|Caridade|-4.225|-39.191
2303105|Cariré|-3.949|-40.476
2303204|Caririaçu|-7.028|-39.283
2303303|Cariús|-6.524|-39.492
2303402|Carnaubal|-4.16|-40.941
2303501|Cascavel|-4.13|-38.241
2303600|Catarina|-6.123|-39.874
2303659|Catunda|-4.643|-40.2
2303709|Caucaia|-3.728|-38.662
2303808|Cedro|-6.6|-39.061
2303907|Chaval|-3.036|-41.243
2303931|Choró|-4.839|-39.134
2303956|Chorozinho|-4.289|-38.499
2304004|Coreaú|-3.542|-40.659
2304103|Crateús|-5.168|-40.654
2304202|Crato|-7.215|-39.41
2304236|Croatá|-4.405|-40.902
2304251|Cruz|-2.918|-40.176
2304269|Deputado Irapuan Pinheiro|-5.915|-39.257
2304277|Ererê|-6.028|-38.346
2304285|Eusébio|-3.893|-38.456
2304301|Farias Brito|-6.921|-39.565
2304350|Forquilha|-3.799|-40.263
2304400|Fortaleza|-3.717|-38.542|1
2304459|Fortim|-4.451|-37.798
2304509|Frecheirinha|-3.756|-40.818
2304608|General Sampaio|-4.044|-39.454
2304657|Graça|-4.044|-40.749
2304707|Granja|-3.128|-40.837
2304806|Granjeiro|-6.881|-39.214
2304905|Groaíras|-3.918|-40.385
2304954|Guaiúba|-4.041|-38.64
2305001|Guaraciaba do Norte|-4.158|-40.748
2305100|Guaramiranga|-4.262|-38.932
2305209|Hidrolândia|-4.41|-40.406
2305233|Horizonte|-4.121|-38.471
2305266|Ibaretama|-4.804|-38.75
2305308|Ibiapina|-3.924|-40.891
2305332|Ibicuitinga|-4.97|-38.636
2305357|Icapuí|-4.712|-37.353
2305407|Icó|-6.396|-38.855
2305506|Iguatu|-6.363|-39.289
2305605|Independência|-5.388|-40.309
2305654|Ipaporanga|-4.898|-40.754
2305704|Ipaumirim|-6.783|-38.718
2305803|Ipu|-4.317|-40.706
2305902|Ipueiras|-4.538|-40.712
2306009|Iracema|-5.812|-38.292
2306108|Irauçuba|-3.747|-39.784
2306207|Itaiçaba|-4.671|-37.833
2306256|Itaitinga|-3.966|-38.53
2306306|Itapajé|-3.683|-39.586
2306405|Itapipoca|-3.499|-39.584
2306504|Itapiúna|-4.555|-38.928
2306553|Itarema|-2.925|-39.917
2306603|Itatira|-4.526|-39.62
2306702|Jaguaretama|-5.605|-38.764
2306801|Jaguaribara|-5.678|-38.536
2306900|Jaguaribe|-5.902|-38.623
2307007|Jaguaruana|-4.832|-37.781
2307106|Jardim|-7.576|-39.283
2307205|Jati|-7.68|-39.003
2307254|Jijoca de Jericoacoara|-2.793|-40.513
2307304|Juazeiro do Norte|-7.196|-39.308
2307403|Jucás|-6.515|-39.519
2307502|Lavras da Mangabeira|-6.745|-38.971
2307601|Limoeiro do Norte|-5.144|-38.085
2307635|Madalena|-4.846|-39.572
2307650|Maracanaú|-3.867|-38.626
2307700|Maranguape|-3.891|-38.683
2307809|Marco|-3.128|-40.158
2307908|Martinópole|-3.225|-40.69
2308005|Massapê|-3.524|-40.342
2308104|Mauriti|-7.386|-38.771
2308203|Meruoca|-3.54|-40.453
2308302|Milagres|-7.297|-38.938
2308351|Milhã|-5.673|-39.188
2308377|Miraíma|-3.569|-39.966
2308401|Missão Velha|-7.235|-39.143
2308500|Mombaça|-5.738|-39.63
2308609|Monsenhor Tabosa|-4.791|-40.065
2308708|Morada Nova|-5.097|-38.37
2308807|Moraújo|-3.463|-40.678
2308906|Morrinhos|-3.234|-40.123
2309003|Mucambo|-3.903|-40.745
2309102|Mulungu|-4.303|-38.995
2309201|Nova Olinda|-7.084|-39.671
2309300|Nova Russas|-4.706|-40.562
2309409|Novo Oriente|-5.526|-40.771
2309458|Ocara|-4.485|-38.593
2309508|Orós|-6.252|-38.905
2309607|Pacajus|-4.171|-38.465
2309706|Pacatuba|-3.978|-38.618
2309805|Pacoti|-4.225|-38.922
2309904|Pacujá|-3.983|-40.699
2310001|Palhano|-4.737|-37.965
2310100|Palmácia|-4.138|-38.845
2310209|Paracuru|-3.414|-39.03
2310258|Paraipaba|-3.438|-39.148
2310308|Parambu|-6.208|-40.691
2310407|Paramoti|-4.088|-39.242
2310506|Pedra Branca|-5.453|-39.708
2310605|Penaforte|-7.822|-39.071
2310704|Pentecoste|-3.793|-39.269
2310803|Pereiro|-6.036|-38.462
2310852|Pindoretama|-4.016|-38.306
2310902|Piquet Carneiro|-5.8|-39.417
2310951|Pires Ferreira|-4.239|-40.644
2311009|Poranga|-4.747|-40.92
2311108|Porteiras|-7.523|-39.114
2311207|Potengi|-7.092|-40.023
2311231|Potiretama|-5.713|-38.158
2311264|Quiterianópolis|-5.843|-40.7
2311306|Quixadá|-4.966|-39.016
2311355|Quixelô|-6.246|-39.201
2311405|Quixeramobim|-5.191|-39.289
2311504|Quixeré|-5.071|-37.98
2311603|Redenção|-4.216|-38.728
2311702|Reriutaba|-4.142|-40.576
2311801|Russas|-4.927|-37.972
2311900|Saboeiro|-6.535|-39.902
2311959|Salitre|-7.284|-40.45
2312007|Santana do Acaraú|-3.461|-40.212
2312106|Santana do Cariri|-7.176|-39.73
2312205|Santa Quitéria|-4.326|-40.152
2312304|São Benedito|-4.047|-40.86
2312403|São Gonçalo do Amarante|-3.605|-38.973
2312502|São João do Jaguaribe|-5.275|-38.269
2312601|São Luís do Curu|-3.67|-39.239
2312700|Senador Pompeu|-5.582|-39.37
2312809|Senador Sá|-3.353|-40.466
2312908|Sobral|-3.689|-40.348
2313005|Solonópole|-5.719|-39.011
2313104|Tabuleiro do Norte|-5.244|-38.128
2313203|Tamboril|-4.831|-40.32
2313252|Tarrafas|-6.678|-39.753
2313302|Tauá|-5.986|-40.297
2313351|Tejuçuoca|-3.988|-39.58
2313401|Tianguá|-3.73|-40.992
2313500|Trairi|-3.269|-39.268
2313559|Tururu|-3.584|-39.43
2313609|Ubajara|-3.854|-40.92
2313708|Umari|-6.639|-38.701
2313757|Umirim|-3.677|-39.346
2313807|Uruburetama|-3.623|-39.511
2313906|Uruoca|-3.308|-40.563
2313955|Varjota|-4.194|-40.474
2314003|Várzea Alegre|-6.783|-39.294
2314102|Viçosa do Ceará|-3.567|-41.092
2400109|Acari|-6.428|-36.635
2400208|Açu|-5.584|-36.914
2400307|Afonso Bezerra|-5.492|-36.508
2400406|Água Nova|-6.204|-38.294
2400505|Alexandria|-6.405|-38.014
2400604|Almino Afonso|-6.147|-37.764
2400703|Alto do Rodrigues|-5.282|-36.75
2400802|Angicos|-5.658|-36.609
2400901|Antônio Martins|-6.214|-37.883
2401008|Apodi|-5.653|-37.795
2401107|Areia Branca|-4.953|-37.125
2401206|Arês|-6.188|-35.161
2401305|Campo Grande|-5.862|-37.313
2401404|Baía Formosa|-6.372|-35.003
2401453|Baraúna|-5.07|-37.613
2401503|Barcelona|-5.943|-35.925
2401602|Bento Fernandes|-5.699|-35.813
2401651|Bodó|-5.98|-36.417
2401701|Bom Jesus|-5.986|-35.579
2401800|Brejinho|-6.186|-35.359
2401859|Caiçara do Norte|-5.071|-36.072
2401909|Caiçara do Rio do Vento|-5.765|-35.994
2402006|Caicó|-6.454|-37.107
2402105|Campo Redondo|-6.238|-36.189
2402204|Canguaretama|-6.372|-35.128
2402303|Caraúbas|-5.784|-37.559
2402402|Carnaúba dos Dantas|-6.55|-36.587
2402501|Carnaubais|-5.342|-36.834
2402600|Ceará-Mirim|-5.643|-35.425
2402709|Cerro Corá|-6.035|-36.35
2402808|Coronel Ezequiel|-6.375|-36.222
2402907|Coronel João Pessoa|-6.25|-38.444
2403004|Cruzeta|-6.409|-36.778
2403103|Currais Novos|-6.255|-36.515
2403202|Doutor Severiano|-6.081|-38.379
2403251|Parnamirim|-5.911|-35.271
2403301|Encanto|-6.107|-38.303
2403400|Equador|-6.938|-36.717
2403509|Espírito Santo|-6.336|-35.305
2403608|Extremoz|-5.701|-35.305
2403707|Felipe Guerra|-5.593|-37.688
2403756|Fernando Pedroza|-5.691|-36.528
2403806|Florânia|-6.123|-36.823
2403905|Francisco Dantas|-6.072|-38.121
2404002|Frutuoso Gomes|-6.157|-37.837
2404101|Galinhos|-5.091|-36.275
2404200|Goianinha|-6.265|-35.194
2404309|Governador Dix-Sept Rosado|-5.449|-37.518
2404408|Grossos|-4.981|-37.162
2404507|Guamaré|-5.106|-36.322
2404606|Ielmo Marinho|-5.824|-35.55
2404705|Ipanguaçu|-5.49|-36.85
2404804|Ipueira|-6.806|-37.205
2404853|Itajá|-5.639|-36.871
2404903|Itaú|-5.836|-37.991
2405009|Jaçanã|-6.419|-36.203
2405108|Jandaíra|-5.352|-36.128
2405207|Janduís|-6.015|-37.405
2405306|Boa Saúde|-6.166|-35.622
2405405|Japi|-6.465|-35.935
2405504|Jardim de Angicos|-5.65|-35.971
2405603|Jardim de Piranhas|-6.377|-37.35
2405702|Jardim do Seridó|-6.58|-36.774
2405801|João Câmara|-5.541|-35.812
2405900|João Dias|-6.272|-37.788
2406007|José da Penha|-6.311|-38.282
2406106|Jucurutu|-6.031|-37.009
2406155|Jundiá|-6.269|-35.349
2406205|Lagoa d'Anta|-6.395|-35.595
2406304|Lagoa de Pedras|-6.151|-35.43
2406403|Lagoa de Velhos|-6.012|-35.873
2406502|Lagoa Nova|-6.093|-36.47
2406601|Lagoa Salgada|-6.123|-35.472
2406700|Lajes|-5.693|-36.247
2406809|Lajes Pintadas|-6.149|-36.117
2406908|Lucrécia|-6.105|-37.813
2407005|Luís Gomes|-6.406|-38.39
2407104|Macaíba|-5.852|-35.355
2407203|Macau|-5.108|-36.632
2407252|Major Sales|-6.399|-38.324
2407302|Marcelino Vieira|-6.285|-38.164
2407401|Martins|-6.083|-37.908
2407500|Maxaranguape|-5.522|-35.263
2407609|Messias Targino|-6.072|-37.516
2407708|Montanhas|-6.485|-35.284
2407807|Monte Alegre|-6.071|-35.325
2407906|Monte das Gameleiras|-6.437|-35.783
2408003|Mossoró|-5.184|-37.347
2408102|Natal|-5.794|-35.199|1
2408201|Nísia Floresta|-6.093|-35.199
2408300|Nova Cruz|-6.475|-35.429
2408409|Olho-d'Água do Borges|-5.949|-37.705
2408508|Ouro Branco|-6.696|-36.943
2408607|Paraná|-6.476|-38.306
2408706|Paraú|-5.769|-37.103
2408805|Parazinho|-5.223|-35.84
2408904|Parelhas|-6.685|-36.657
2408953|Rio do Fogo|-5.277|-35.379
2409100|Passa e Fica|-6.43|-35.644
2409209|Passagem|-6.273|-35.37
2409308|Patu|-6.107|-37.636
2409332|Santa Maria|-5.838|-35.691
2409407|Pau dos Ferros|-6.105|-38.208
2409506|Pedra Grande|-5.15|-35.876
2409605|Pedra Preta|-5.574|-36.108
2409704|Pedro Avelino|-5.516|-36.387
2409803|Pedro Velho|-6.436|-35.219
2409902|Pendências|-5.256|-36.709
2410009|Pilões|-6.264|-38.046
2410108|Poço Branco|-5.622|-35.663
2410207|Portalegre|-6.021|-37.986
2410256|Porto do Mangue|-5.054|-36.789
2410306|Serra Caiada|-6.105|-35.711
2410405|Pureza|-5.464|-35.555
2410504|Rafael Fernandes|-6.19|-38.221
2410603|Rafael Godeiro|-6.072|-37.716
2410702|Riacho da Cruz|-5.927|-37.949
2410801|Riacho de Santana|-6.251|-38.312
2410900|Riachuelo|-5.822|-35.822
2411007|Rodolfo Fernandes|-5.784|-38.058
2411056|Tibau|-4.837|-37.255
2411106|Ruy Barbosa|-5.887|-35.933
2411205|Santa Cruz|-6.225|-36.019
2411403|Santana do Matos|-5.946|-36.658
2411429|Santana do Seridó|-6.766|-36.731
2411502|Santo Antônio|-6.312|-35.474
2411601|São Bento do Norte|-5.093|-35.959
2411700|São Bento do Trairí|-6.338|-36.086
2411809|São Fernando|-6.38|-37.186
2411908|São Francisco do Oeste|-5.975|-38.152
2412005|São Gonçalo do Amarante|-5.791|-35.326
2412104|São João do Sabugi|-6.714|-37.203
2412203|São José de Mipibu|-6.077|-35.242
2412302|São José do Campestre|-6.311|-35.707
2412401|São José do Seridó|-6.44|-36.875
2412500|São Miguel|-6.203|-38.495
2412559|São Miguel do Gostoso|-5.123|-35.635
2412609|São Paulo do Potengi|-5.899|-35.764
2412708|São Pedro|-5.906|-35.632
2412807|São Rafael|-5.798|-36.878
2412906|São Tomé|-5.964|-36.08
2413003|São Vicente|-6.219|-36.683
2413102|Senador Elói de Souza|-6.033|-35.698
2413201|Senador Georgino Avelino|-6.158|-35.13
2413300|Serra de São Bento|-6.418|-35.703
2413359|Serra do Mel|-5.177|-37.024
2413409|Serra Negra do Norte|-6.66|-37.4
2413508|Serrinha|-6.282|-35.5
2413557|Serrinha dos Pintos|-6.111|-37.955
2413607|Severiano Melo|-5.777|-37.957
2413706|Sítio Novo|-6.111|-35.909
2413805|Taboleiro Grande|-5.919|-38.037
2413904|Taipu|-5.631|-35.592
2414001|Tangará|-6.196|-35.799
2414100|Tenente Ananias|-6.458|-38.182
2414159|Tenente Laurentino Cruz|-6.138|-36.714
2414209|Tibau do Sul|-6.192|-35.087
2414308|Timbaúba dos Batistas|-6.458|-37.275
2414407|Touros|-5.202|-35.462
2414456|Triunfo Potiguar|-5.854|-37.179
2414506|Umarizal|-5.982|-37.818
2414605|Upanema|-5.638|-37.264
2414704|Várzea|-6.346|-35.373
2414753|Venha-Ver|-6.32|-38.49
2414803|Vera Cruz|-6.044|-35.428
2414902|Viçosa|-5.983|-37.946
2415008|Vila Flor|-6.313|-35.067
2500106|Água Branca|-7.511|-37.636
2500205|Aguiar|-7.092|-38.168
2500304|Alagoa Grande|-7.039|-35.621
2500403|Alagoa Nova|-7.054|-35.759
2500502|Alagoinha|-6.947|-35.533
2500536|Alcantil|-7.737|-36.051
2500577|Algodão de Jandaíra|-6.893|-36.013
2500601|Alhandra|-7.43|-34.906
2500700|São João do Rio do Peixe|-6.722|-38.447
2500734|Amparo|-7.555|-37.063
2500775|Aparecida|-6.785|-38.08
2500809|Araçagi|-6.844|-35.374
2500908|Arara|-6.828|-35.755
2501005|Araruna|-6.548|-35.75
2501104|Areia|-6.964|-35.698
2501153|Areia de Baraúnas|-7.117|-36.94
2501203|Areial|-7.048|-35.931
2501302|Aroeiras|-7.545|-35.707
2501351|Assunção|-7.072|-36.725
2501401|Baía da Traição|-6.692|-34.938
2501500|Bananeiras|-6.748|-35.625
2501534|Baraúna|-6.635|-36.26
2501575|Barra de Santana|-7.518|-35.991
2501609|Barra de Santa Rosa|-6.718|-36.067
2501708|Barra de São Miguel|-7.746|-36.321
2501807|Bayeux|-7.124|-34.929
2501906|Belém|-6.743|-35.517
2502003|Belém do Brejo do Cruz|-6.185|-37.535
2502052|Bernardino Batista|-6.446|-38.552
2502102|Boa Ventura|-7.41|-38.211
2502151|Boa Vista|-7.264|-36.236
2502201|Bom Jesus|-6.816|-38.645
2502300|Bom Sucesso|-6.442|-37.923
2502409|Bonito de Santa Fé|-7.313|-38.513
2502508|Boqueirão|-7.487|-36.131
2502607|Igaracy|-7.172|-38.148
2502706|Borborema|-6.802|-35.619
2502805|Brejo do Cruz|-6.342|-37.494
2502904|Brejo dos Santos|-6.371|-37.825
2503001|Caaporã|-7.514|-34.906
2503100|Cabaceiras|-7.489|-36.287
2503209|Cabedelo|-6.987|-34.828
2503308|Cachoeira dos Índios|-6.914|-38.676
2503407|Cacimba de Areia|-7.121|-37.156
2503506|Cacimba de Dentro|-6.639|-35.778
2503555|Cacimbas|-7.207|-37.06
2503605|Caiçara|-6.621|-35.458
2503704|Cajazeiras|-6.88|-38.558
2503753|Cajazeirinhas|-6.96|-37.801
2503803|Caldas Brandão|-7.103|-35.327
2503902|Camalaú|-7.885|-36.824
2504009|Campina Grande|-7.222|-35.873
2504033|Capim|-6.916|-35.167
2504074|Caraúbas|-7.72|-36.492
2504108|Carrapateira|-7.034|-38.34
2504157|Casserengue|-6.78|-35.818
2504207|Catingueira|-7.12|-37.606
2504306|Catolé do Rocha|-6.341|-37.747
2504355|Caturité|-7.417|-36.031
2504405|Conceição|-7.551|-38.501
2504504|Condado|-6.898|-37.606
2504603|Conde|-7.257|-34.9
2504702|Congo|-7.791|-36.658
2504801|Coremas|-7.007|-37.935
2504850|Coxixola|-7.624|-36.606
2504900|Cruz do Espírito Santo|-7.139|-35.086
2505006|Cubati|-6.867|-36.362
2505105|Cuité|-6.476|-36.151
2505204|Cuitegi|-6.891|-35.522
2505238|Cuité de Mamanguape|-6.913|-35.25
2505279|Curral de Cima|-6.723|-35.264
2505303|Curral Velho|-7.531|-38.196
2505352|Damião|-6.632|-35.91
2505402|Desterro|-7.287|-37.093
2505501|Vista Serrana|-6.73|-37.57
2505600|Diamante|-7.417|-38.261
2505709|Dona Inês|-6.616|-35.62
2505808|Duas Estradas|-6.685|-35.418
2505907|Emas|-7.1|-37.716
2506004|Esperança|-7.023|-35.86
2506103|Fagundes|-7.345|-35.793
2506202|Frei Martinho|-6.398|-36.453
2506251|Gado Bravo|-7.583|-35.79
2506301|Guarabira|-6.851|-35.485
2506400|Gurinhém|-7.123|-35.422
2506509|Gurjão|-7.248|-36.492
2506608|Ibiara|-7.48|-38.406
2506707|Imaculada|-7.389|-37.508
2506806|Ingá|-7.281|-35.605
2506905|Itabaiana|-7.332|-35.332
2507002|Itaporanga|-7.302|-38.15
2507101|Itapororoca|-6.824|-35.241
2507200|Itatuba|-7.381|-35.638
2507309|Jacaraú|-6.615|-35.289
2507408|Jericó|-6.546|-37.804
2507507|João Pessoa|-7.115|-34.864|1
2507606|Juarez Távora|-7.171|-35.569
2507705|Juazeirinho|-7.061|-36.579
2507804|Junco do Seridó|-6.993|-36.717
2507903|Juripiranga|-7.362|-35.232
2508000|Juru|-7.53|-37.815
2508109|Lagoa|-6.586|-37.913
2508208|Lagoa de Dentro|-6.672|-35.371
2508307|Lagoa Seca|-7.155|-35.849
2508406|Lastro|-6.506|-38.174
2508505|Livramento|-7.371|-36.949
2508554|Logradouro|-6.612|-35.438
2508604|Lucena|-6.903|-34.875
2508703|Mãe d'Água|-7.252|-37.432
2508802|Malta|-6.897|-37.522
2508901|Mamanguape|-6.834|-35.121
2509008|Manaíra|-7.703|-38.152
2509057|Marcação|-6.765|-35.009
2509107|Mari|-7.059|-35.318
2509156|Marizópolis|-6.827|-38.353
2509206|Massaranduba|-7.19|-35.785
2509305|Mataraca|-6.597|-35.053
2509339|Matinhas|-7.125|-35.767
2509370|Mato Grosso|-6.54|-37.728
2509396|Maturéia|-7.262|-37.351
2509404|Mogeiro|-7.285|-35.483
2509503|Montadas|-7.088|-35.959
2509602|Monte Horebe|-7.204|-38.584
2509701|Monteiro|-7.884|-37.118
2509800|Mulungu|-7.025|-35.46
2509909|Natuba|-7.635|-35.559
2510006|Nazarezinho|-6.911|-38.322
2510105|Nova Floresta|-6.451|-36.206
2510204|Nova Olinda|-7.472|-38.038
2510303|Nova Palmeira|-6.671|-36.422
2510402|Olho d'Água|-7.221|-37.741
2510501|Olivedos|-6.984|-36.241
2510600|Ouro Velho|-7.616|-37.152
2510659|Parari|-7.31|-36.652
2510709|Passagem|-7.135|-37.043
2510808|Patos|-7.017|-37.275
2510907|Paulista|-6.591|-37.618
2511004|Pedra Branca|-7.422|-38.069
2511103|Pedra Lavrada|-6.75|-36.476
2511202|Pedras de Fogo|-7.391|-35.106
2511301|Piancó|-7.193|-37.929
2511400|Picuí|-6.508|-36.35
2511509|Pilar|-7.264|-35.252
2511608|Pilões|-6.868|-35.613
2511707|Pilõezinhos|-6.843|-35.531
2511806|Pirpirituba|-6.779|-35.491
2511905|Pitimbu|-7.466|-34.815
2512002|Pocinhos|-7.067|-36.067
2512036|Poço Dantas|-6.399|-38.491
2512077|Poço de José de Moura|-6.564|-38.511
2512101|Pombal|-6.766|-37.8
2512200|Prata|-7.688|-37.08
2512309|Princesa Isabel|-7.732|-37.989
2512408|Puxinanã|-7.155|-35.954
2512507|Queimadas|-7.35|-35.903
2512606|Quixabá|-7.022|-37.146
2512705|Remígio|-6.95|-35.801
2512721|Pedro Régis|-6.633|-35.297
2512747|Riachão|-6.543|-35.661
2512754|Riachão do Bacamarte|-7.253|-35.669
2512762|Riachão do Poço|-7.142|-35.291
2512788|Riacho de Santo Antônio|-7.68|-36.157
2512804|Riacho dos Cavalos|-6.441|-37.648
2512903|Rio Tinto|-6.804|-35.078
2513000|Salgadinho|-7.101|-36.846
2513109|Salgado de São Félix|-7.353|-35.431
2513158|Santa Cecília|-7.739|-35.876
2513208|Santa Cruz|-6.524|-38.062
2513307|Santa Helena|-6.718|-38.643
2513356|Santa Inês|-7.621|-38.554
2513406|Santa Luzia|-6.861|-36.918
2513505|Santana de Mangueira|-7.547|-38.324
2513604|Santana dos Garrotes|-7.382|-37.982
2513653|Joca Claudino|-6.484|-38.476
2513703|Santa Rita|-7.117|-34.975
2513802|Santa Teresinha|-7.08|-37.444
2513851|Santo André|-7.22|-36.621
2513901|São Bento|-6.485|-37.449
2513927|São Bentinho|-6.886|-37.724
2513943|São Domingos do Cariri|-7.633|-36.437
2513968|São Domingos|-6.803|-37.949
2513984|São Francisco|-6.608|-38.097
2514008|São João do Cariri|-7.382|-36.535
2514107|São João do Tigre|-8.077|-36.855
2514206|São José da Lagoa Tapada|-6.936|-38.162
2514305|São José de Caiana|-7.246|-38.299
2514404|São José de Espinharas|-6.84|-37.321
2514453|São José dos Ramos|-7.252|-35.373
2514503|São José de Piranhas|-7.119|-38.502
2514552|São José de Princesa|-7.736|-38.089
2514602|São José do Bonfim|-7.161|-37.304
2514651|São José do Brejo do Cruz|-6.211|-37.36
2514701|São José do Sabugi|-6.763|-36.797
2514800|São José dos Cordeiros|-7.388|-36.809
2514909|São Mamede|-6.924|-37.095
2515005|São Miguel de Taipu|-7.248|-35.202
2515104|São Sebastião de Lagoa de Roça|-7.11|-35.868
2515203|São Sebastião do Umbuzeiro|-8.153|-37.014
2515302|Sapé|-7.094|-35.228
2515401|São Vicente do Seridó|-6.854|-36.412
2515500|Serra Branca|-7.48|-36.666
2515609|Serra da Raiz|-6.685|-35.438
2515708|Serra Grande|-7.21|-38.365
2515807|Serra Redonda|-7.186|-35.684
2515906|Serraria|-6.816|-35.628
2515930|Sertãozinho|-6.751|-35.437
2515971|Sobrado|-7.144|-35.236
2516003|Solânea|-6.752|-35.664
2516102|Soledade|-7.058|-36.367
2516151|Sossêgo|-6.771|-36.254
2516201|Sousa|-6.751|-38.231
2516300|Sumé|-7.662|-36.884
2516409|Tacima|-6.488|-35.637
2516508|Taperoá|-7.206|-36.825
2516607|Tavares|-7.627|-37.871
2516706|Teixeira|-7.221|-37.252
2516755|Tenório|-6.939|-36.627
2516805|Triunfo|-6.571|-38.599
2516904|Uiraúna|-6.515|-38.413
2517001|Umbuzeiro|-7.692|-35.658
2517100|Várzea|-6.762|-36.991
2517209|Vieirópolis|-6.507|-38.257
2517407|Zabelê|-8.079|-37.106
2600054|Abreu e Lima|-7.901|-34.898
2600104|Afogados da Ingazeira|-7.743|-37.631
2600203|Afrânio|-8.511|-41.01
2600302|Agrestina|-8.46|-35.945
2600401|Água Preta|-8.706|-35.526
2600500|Águas Belas|-9.111|-37.123
2600609|Alagoinha|-8.466|-36.779
2600708|Aliança|-7.604|-35.223
2600807|Altinho|-8.485|-36.064
2600906|Amaraji|-8.377|-35.45
2601003|Angelim|-8.884|-36.29
2601052|Araçoiaba|-7.784|-35.081
2601102|Araripina|-7.571|-40.494
2601201|Arcoverde|-8.415|-37.058
2601300|Barra de Guabiraba|-8.421|-35.658
2601409|Barreiros|-8.816|-35.183
2601508|Belém de Maria|-8.625|-35.834
2601607|Belém do São Francisco|-8.75|-38.962
2601706|Belo Jardim|-8.331|-36.426
2601805|Betânia|-8.268|-38.035
2601904|Bezerros|-8.233|-35.796
2602001|Bodocó|-7.778|-39.934
2602100|Bom Conselho|-9.169|-36.686
2602209|Bom Jardim|-7.797|-35.578
2602308|Bonito|-8.472|-35.729
2602407|Brejão|-9.029|-36.566
2602506|Brejinho|-7.347|-37.286
2602605|Brejo da Madre de Deus|-8.149|-36.374
2602704|Buenos Aires|-7.724|-35.318
2602803|Buíque|-8.62|-37.161
2602902|Cabo de Santo Agostinho|-8.282|-35.025
2603009|Cabrobó|-8.505|-39.309
2603108|Cachoeirinha|-8.487|-36.24
2603207|Caetés|-8.78|-36.627
2603306|Calçado|-8.731|-36.337
2603405|Calumbi|-7.936|-38.148
2603454|Camaragibe|-8.024|-34.978
2603504|Camocim de São Félix|-8.359|-35.765
2603603|Camutanga|-7.405|-35.266
2603702|Canhotinho|-8.877|-36.198
2603801|Capoeiras|-8.734|-36.631
2603900|Carnaíba|-7.793|-37.795
2603926|Carnaubeira da Penha|-8.318|-38.751
2604007|Carpina|-7.846|-35.251
2604106|Caruaru|-8.285|-35.97
2604155|Casinhas|-7.741|-35.721
2604205|Catende|-8.675|-35.702
2604304|Cedro|-7.712|-39.237
2604403|Chã de Alegria|-8.007|-35.204
2604502|Chã Grande|-8.238|-35.457
2604601|Condado|-7.588|-35.1
2604700|Correntes|-9.121|-36.324
2604809|Cortês|-8.474|-35.547
2604908|Cumaru|-8.008|-35.696
2605004|Cupira|-8.624|-35.952
2605103|Custódia|-8.085|-37.644
2605152|Dormentes|-8.441|-40.766
2605202|Escada|-8.357|-35.224
2605301|Exu|-7.504|-39.724
2605400|Feira Nova|-7.947|-35.38
2605459|Fernando de Noronha|-3.84|-32.411
2605509|Ferreiros|-7.447|-35.237
2605608|Flores|-7.858|-37.971
2605707|Floresta|-8.603|-38.569
2605806|Frei Miguelinho|-7.939|-35.911
2605905|Gameleira|-8.58|-35.385
2606002|Garanhuns|-8.882|-36.497
2606101|Glória do Goitá|-8.006|-35.29
2606200|Goiana|-7.561|-34.996
2606309|Granito|-7.707|-39.615
2606408|Gravatá|-8.211|-35.568
2606507|Iati|-9.046|-36.85
2606606|Ibimirim|-8.54|-37.703
2606705|Ibirajuba|-8.576|-36.181
2606804|Igarassu|-7.829|-34.901
2606903|Iguaracy|-7.832|-37.508
2607000|Inajá|-8.902|-37.835
2607109|Ingazeira|-7.669|-37.458
2607208|Ipojuca|-8.393|-35.061
2607307|Ipubi|-7.645|-40.148
2607406|Itacuruba|-8.822|-38.697
2607505|Itaíba|-8.946|-37.417
2607604|Ilha de Itamaracá|-7.748|-34.83
2607653|Itambé|-7.414|-35.096
2607703|Itapetim|-7.372|-37.186
2607752|Itapissuma|-7.768|-34.897
2607802|Itaquitinga|-7.664|-35.1
2607901|Jaboatão dos Guararapes|-8.113|-35.015
2607950|Jaqueira|-8.726|-35.794
2608008|Jataúba|-7.977|-36.494
2608057|Jatobá|-9.175|-38.261
2608107|João Alfredo|-7.866|-35.579
2608206|Joaquim Nabuco|-8.623|-35.529
2608255|Jucati|-8.702|-36.487
2608305|Jupi|-8.709|-36.413
2608404|Jurema|-8.707|-36.135
2608453|Lagoa do Carro|-7.844|-35.311
2608503|Lagoa de Itaenga|-7.93|-35.287
2608602|Lagoa do Ouro|-9.126|-36.458
2608701|Lagoa dos Gatos|-8.66|-35.904
2608750|Lagoa Grande|-8.995|-40.277
2608800|Lajedo|-8.658|-36.329
2608909|Limoeiro|-7.873|-35.44
2609006|Macaparana|-7.556|-35.443
2609105|Machados|-7.688|-35.511
2609154|Manari|-8.965|-37.631
2609204|Maraial|-8.791|-35.827
2609303|Mirandiba|-8.121|-38.739
2609402|Moreno|-8.109|-35.084
2609501|Nazaré da Mata|-7.741|-35.219
2609600|Olinda|-8.01|-34.855
2609709|Orobó|-7.746|-35.596
2609808|Orocó|-8.61|-39.603
2609907|Ouricuri|-7.879|-40.08
2610004|Palmares|-8.684|-35.589
2610103|Palmeirina|-9.011|-36.324
2610202|Panelas|-8.661|-36.013
2610301|Paranatama|-8.919|-36.655
2610400|Parnamirim|-8.087|-39.58
2610509|Passira|-7.997|-35.581
2610608|Paudalho|-7.903|-35.172
2610707|Paulista|-7.934|-34.868
2610806|Pedra|-8.496|-36.94
2610905|Pesqueira|-8.358|-36.698
2611002|Petrolândia|-9.069|-38.303
2611101|Petrolina|-9.389|-40.503
2611200|Poção|-8.187|-36.711
2611309|Pombos|-8.14|-35.397
2611408|Primavera|-8.33|-35.354
2611507|Quipapá|-8.812|-36.014
2611533|Quixaba|-7.707|-37.845
2611606|Recife|-8.047|-34.877|1
2611705|Riacho das Almas|-8.137|-35.865
2611804|Ribeirão|-8.51|-35.37
2611903|Rio Formoso|-8.659|-35.153
2612000|Sairé|-8.329|-35.697
2612109|Salgadinho|-7.927|-35.65
2612208|Salgueiro|-8.074|-39.125
2612307|Saloá|-8.972|-36.691
2612406|Sanharó|-8.361|-36.57
2612455|Santa Cruz|-8.242|-40.343
2612471|Santa Cruz da Baixa Verde|-7.813|-38.148
2612505|Santa Cruz do Capibaribe|-7.948|-36.206
2612554|Santa Filomena|-8.167|-40.608
2612604|Santa Maria da Boa Vista|-8.798|-39.824
2612703|Santa Maria do Cambucá|-7.837|-35.894
2612802|Santa Terezinha|-7.377|-37.479
2612901|São Benedito do Sul|-8.817|-35.945
2613008|São Bento do Una|-8.526|-36.447
2613107|São Caetano|-8.338|-36.287
2613206|São João|-8.876|-36.365
2613305|São Joaquim do Monte|-8.432|-35.803
2613404|São José da Coroa Grande|-8.889|-35.151
2613503|São José do Belmonte|-7.857|-38.758
2613602|São José do Egito|-7.469|-37.274
2613701|São Lourenço da Mata|-8.007|-35.012
2613800|São Vicente Ferrer|-7.59|-35.481
2613909|Serra Talhada|-7.982|-38.289
2614006|Serrita|-7.94|-39.295
2614105|Sertânia|-8.068|-37.268
2614204|Sirinhaém|-8.588|-35.113
2614303|Moreilândia|-7.619|-39.546
2614402|Solidão|-7.595|-37.645
2614501|Surubim|-7.847|-35.748
2614600|Tabira|-7.584|-37.538
2614709|Tacaimbó|-8.309|-36.3
2614808|Tacaratu|-9.098|-38.15
2614857|Tamandaré|-8.757|-35.103
2615003|Taquaritinga do Norte|-7.894|-36.042
2615102|Terezinha|-9.056|-36.627
2615201|Terra Nova|-8.222|-39.383
2615300|Timbaúba|-7.505|-35.312
2615409|Toritama|-8.01|-36.064
2615508|Tracunhaém|-7.802|-35.231
2615607|Trindade|-7.759|-40.265
2615706|Triunfo|-7.833|-38.098
2615805|Tupanatinga|-8.748|-37.344
2615904|Tuparetama|-7.6|-37.316
2616001|Venturosa|-8.579|-36.874
2616100|Verdejante|-7.922|-38.97
2616183|Vertente do Lério|-7.771|-35.849
2616209|Vertentes|-7.902|-35.968
2616308|Vicência|-7.657|-35.314
2616407|Vitória de Santo Antão|-8.128|-35.298
2616506|Xexéu|-8.805|-35.621
2700102|Água Branca|-9.262|-37.938
2700201|Anadia|-9.685|-36.308
2700300|Arapiraca|-9.755|-36.661
2700409|Atalaia|-9.512|-36.009
2700508|Barra de Santo Antônio|-9.402|-35.51
2700607|Barra de São Miguel|-9.838|-35.906
2700706|Batalha|-9.674|-37.133
2700805|Belém|-9.57|-36.49
2700904|Belo Monte|-9.823|-37.277
2701001|Boca da Mata|-9.643|-36.212
2701100|Branquinha|-9.233|-36.016
2701209|Cacimbinhas|-9.401|-36.991
2701308|Cajueiro|-9.399|-36.156
2701357|Campestre|-8.847|-35.569
2701407|Campo Alegre|-9.785|-36.352
2701506|Campo Grande|-9.955|-36.793
2701605|Canapi|-9.119|-37.597
2701704|Capela|-9.415|-36.083
2701803|Carneiros|-9.485|-37.377
2701902|Chã Preta|-9.256|-36.298
2702009|Coité do Nóia|-9.633|-36.584
2702108|Colônia Leopoldina|-8.918|-35.721
2702207|Coqueiro Seco|-9.637|-35.799
2702306|Coruripe|-10.128|-36.172
2702355|Craíbas|-9.618|-36.77
2702405|Delmiro Gouveia|-9.385|-37.999
2702504|Dois Riachos|-9.385|-37.096
2702553|Estrela de Alagoas|-9.391|-36.764
2702603|Feira Grande|-9.899|-36.681
2702702|Feliz Deserto|-10.293|-36.303
2702801|Flexeiras|-9.273|-35.714
2702900|Girau do Ponciano|-9.884|-36.832
2703007|Ibateguara|-8.978|-35.937
2703106|Igaci|-9.538|-36.637
2703205|Igreja Nova|-10.123|-36.66
2703304|Inhapi|-9.226|-37.751
2703403|Jacaré dos Homens|-9.635|-37.208
2703502|Jacuípe|-8.84|-35.459
2703601|Japaratinga|-9.087|-35.263
2703700|Jaramataia|-9.662|-37.005
2703759|Jequiá da Praia|-10.013|-36.014
2703809|Joaquim Gomes|-9.133|-35.747
2703908|Jundiá|-8.933|-35.567
2704005|Junqueiro|-9.907|-36.48
2704104|Lagoa da Canoa|-9.833|-36.741
2704203|Limoeiro de Anadia|-9.741|-36.512
2704302|Maceió|-9.666|-35.735|1
2704401|Major Isidoro|-9.53|-36.992
2704500|Maragogi|-9.007|-35.227
2704609|Maravilha|-9.23|-37.352
2704708|Marechal Deodoro|-9.71|-35.897
2704807|Maribondo|-9.584|-36.304
2704906|Mar Vermelho|-9.447|-36.388
2705002|Mata Grande|-9.118|-37.732
2705101|Matriz de Camaragibe|-9.154|-35.524
2705200|Messias|-9.394|-35.839
2705309|Minador do Negrão|-9.312|-36.87
2705408|Monteirópolis|-9.604|-37.251
2705507|Murici|-9.307|-35.943
2705606|Novo Lino|-8.942|-35.664
2705705|Olho d'Água das Flores|-9.537|-37.297
2705804|Olho d'Água do Casado|-9.504|-37.83
2705903|Olho d'Água Grande|-10.057|-36.81
2706000|Olivença|-9.52|-37.195
2706109|Ouro Branco|-9.159|-37.356
2706208|Palestina|-9.675|-37.339
2706307|Palmeira dos Índios|-9.406|-36.633
2706406|Pão de Açúcar|-9.74|-37.44
2706422|Pariconha|-9.256|-37.999
2706448|Paripueira|-9.463|-35.552
2706505|Passo de Camaragibe|-9.245|-35.474
2706604|Paulo Jacinto|-9.368|-36.367
2706703|Penedo|-10.287|-36.582
2706802|Piaçabuçu|-10.406|-36.434
2706901|Pilar|-9.601|-35.954
2707008|Pindoba|-9.474|-36.292
2707107|Piranhas|-9.624|-37.757
2707206|Poço das Trincheiras|-9.307|-37.289
2707305|Porto Calvo|-9.052|-35.399
2707404|Porto de Pedras|-9.16|-35.305
2707503|Porto Real do Colégio|-10.185|-36.838
2707602|Quebrangulo|-9.32|-36.469
2707701|Rio Largo|-9.478|-35.839
2707800|Roteiro|-9.835|-35.978
2707909|Santa Luzia do Norte|-9.604|-35.823
2708006|Santana do Ipanema|-9.37|-37.248
2708105|Santana do Mundaú|-9.171|-36.218
2708204|São Brás|-10.114|-36.852
2708303|São José da Laje|-9.013|-36.051
2708402|São José da Tapera|-9.558|-37.383
2708501|São Luís do Quitunde|-9.318|-35.561
2708600|São Miguel dos Campos|-9.783|-36.097
2708709|São Miguel dos Milagres|-9.265|-35.376
2708808|São Sebastião|-9.93|-36.559
2708907|Satuba|-9.569|-35.823
2708956|Senador Rui Palmeira|-9.47|-37.458
2709004|Tanque d'Arca|-9.534|-36.437
2709103|Taquarana|-9.645|-36.493
2709152|Teotônio Vilela|-9.917|-36.349
2709202|Traipu|-9.963|-37.007
2709301|União dos Palmares|-9.159|-36.022
2709400|Viçosa|-9.368|-36.243
2800100|Amparo do São Francisco|-10.135|-36.935
2800209|Aquidabã|-10.278|-37.015
2800308|Aracaju|-10.909|-37.068|1
2800407|Arauá|-11.261|-37.62
2800506|Areia Branca|-10.758|-37.325
2800605|Barra dos Coqueiros|-10.9|-37.032
2800670|Boquim|-11.14|-37.62
2800704|Brejo Grande|-10.43|-36.461
2801009|Campo do Brito|-10.739|-37.495
2801108|Canhoba|-10.136|-36.981
2801207|Canindé de São Francisco|-9.649|-37.792
2801306|Capela|-10.507|-37.063
2801405|Carira|-10.352|-37.7
2801504|Carmópolis|-10.645|-36.989
2801603|Cedro de São João|-10.253|-36.886
2801702|Cristinápolis|-11.467|-37.758
2801900|Cumbe|-10.352|-37.185
2802007|Divina Pastora|-10.678|-37.151
2802106|Estância|-11.266|-37.448
2802205|Feira Nova|-10.262|-37.315
2802304|Frei Paulo|-10.551|-37.528
2802403|Gararu|-9.972|-37.087
2802502|General Maynard|-10.684|-36.984
2802601|Gracho Cardoso|-10.225|-37.201
2802700|Ilha das Flores|-10.443|-36.548
2802809|Indiaroba|-11.516|-37.515
2802908|Itabaiana|-10.683|-37.427
2803005|Itabaianinha|-11.269|-37.788
2803104|Itabi|-10.125|-37.106
2803203|Itaporanga d'Ajuda|-10.99|-37.308
2803302|Japaratuba|-10.585|-36.942
2803401|Japoatã|-10.348|-36.804
2803500|Lagarto|-10.914|-37.669
2803609|Laranjeiras|-10.798|-37.173
2803708|Macambira|-10.662|-37.541
2803807|Malhada dos Bois|-10.342|-36.925
2803906|Malhador|-10.665|-37.3
2804003|Maruim|-10.731|-37.086
2804102|Moita Bonita|-10.577|-37.351
2804201|Monte Alegre de Sergipe|-10.026|-37.562
2804300|Muribeca|-10.427|-36.959
2804409|Neópolis|-10.322|-36.585
2804458|Nossa Senhora Aparecida|-10.394|-37.452
2804508|Nossa Senhora da Glória|-10.216|-37.421
2804607|Nossa Senhora das Dores|-10.485|-37.196
2804706|Nossa Senhora de Lourdes|-10.077|-37.062
2804805|Nossa Senhora do Socorro|-10.847|-37.123
2804904|Pacatuba|-10.454|-36.653
2805000|Pedra Mole|-10.613|-37.692
2805109|Pedrinhas|-11.19|-37.678
2805208|Pinhão|-10.568|-37.724
2805307|Pirambu|-10.722|-36.854
2805406|Poço Redondo|-9.806|-37.683
2805505|Poço Verde|-10.715|-38.181
2805604|Porto da Folha|-9.916|-37.284
2805703|Propriá|-10.214|-36.844
2805802|Riachão do Dantas|-11.073|-37.731
2805901|Riachuelo|-10.735|-37.197
2806008|Ribeirópolis|-10.536|-37.438
2806107|Rosário do Catete|-10.69|-37.036
2806206|Salgado|-11.029|-37.48
2806305|Santa Luzia do Itanhy|-11.354|-37.459
2806404|Santana do São Francisco|-10.292|-36.611
2806503|Santa Rosa de Lima|-10.643|-37.193
2806602|Santo Amaro das Brotas|-10.789|-37.056
2806701|São Cristóvão|-11.008|-37.204
2806800|São Domingos|-10.792|-37.569
2806909|São Francisco|-10.344|-36.887
2807006|São Miguel do Aleixo|-10.385|-37.384
2807105|Simão Dias|-10.739|-37.81
2807204|Siriri|-10.597|-37.113
2807303|Telha|-10.206|-36.882
2807402|Tobias Barreto|-11.18|-37.999
2807501|Tomar do Geru|-11.369|-37.843
2807600|Umbaúba|-11.381|-37.662
2900108|Abaíra|-13.249|-41.662
2900207|Abaré|-8.721|-39.116
2900306|Acajutiba|-11.658|-38.02
2900355|Adustina|-10.544|-38.111
2900405|Água Fria|-11.862|-38.764
2900504|Érico Cardoso|-13.421|-42.135
2900603|Aiquara|-14.127|-39.894
2900702|Alagoinhas|-12.133|-38.421
2900801|Alcobaça|-17.52|-39.204
2900900|Almadina|-14.709|-39.642
2901007|Amargosa|-13.021|-39.602
2901106|Amélia Rodrigues|-12.391|-38.756
2901155|América Dourada|-11.443|-41.439
2901205|Anagé|-14.615|-41.136
2901304|Andaraí|-12.805|-41.33
2901353|Andorinha|-10.348|-39.839
2901403|Angical|-12.006|-44.7
2901502|Anguera|-12.146|-39.246
2901601|Antas|-10.386|-38.34
2901700|Antônio Cardoso|-12.434|-39.118
2901809|Antônio Gonçalves|-10.577|-40.279
2901908|Aporá|-11.658|-38.081
2901957|Apuarema|-13.854|-39.75
2902005|Aracatu|-14.428|-41.465
2902054|Araças|-12.22|-38.203
2902104|Araci|-11.325|-38.958
2902203|Aramari|-12.088|-38.497
2902252|Arataca|-15.265|-39.419
2902302|Aratuípe|-13.072|-39.004
2902401|Aurelino Leal|-14.321|-39.329
2902500|Baianópolis|-12.302|-44.539
2902609|Baixa Grande|-11.952|-40.169
2902658|Banzaê|-10.579|-38.621
2902708|Barra|-11.086|-43.146
2902807|Barra da Estiva|-13.624|-41.335
2902906|Barra do Choça|-14.865|-40.579
2903003|Barra do Mendes|-11.81|-42.059
2903102|Barra do Rocha|-14.2|-39.599
2903201|Barreiras|-12.144|-44.997
2903235|Barro Alto|-11.761|-41.905
2903276|Barrocas|-11.527|-39.078
2903300|Barro Preto|-14.795|-39.476
2903409|Belmonte|-15.861|-38.876
2903508|Belo Campo|-15.033|-41.265
2903607|Biritinga|-11.607|-38.805
2903706|Boa Nova|-14.36|-40.206
2903805|Boa Vista do Tupim|-12.65|-40.606
2903904|Bom Jesus da Lapa|-13.251|-43.411
2903953|Bom Jesus da Serra|-14.366|-40.513
2904001|Boninal|-12.707|-41.829
2904050|Bonito|-11.967|-41.265
2904100|Boquira|-12.82|-42.732
2904209|Botuporã|-13.377|-42.516
2904308|Brejões|-13.104|-39.799
2904407|Brejolândia|-12.482|-43.968
2904506|Brotas de Macaúbas|-11.992|-42.633
2904605|Brumado|-14.202|-41.67
2904704|Buerarema|-14.96|-39.303
2904753|Buritirama|-10.717|-43.63
2904803|Caatiba|-14.97|-40.409
2904852|Cabaceiras do Paraguaçu|-12.532|-39.19
2904902|Cachoeira|-12.599|-38.959
2905008|Caculé|-14.5|-42.223
2905107|Caém|-11.068|-40.432
2905156|Caetanos|-14.335|-40.917
2905206|Caetité|-14.068|-42.486
2905305|Cafarnaum|-11.691|-41.469
2905404|Cairu|-13.49|-39.047
2905503|Caldeirão Grande|-11.021|-40.296
2905602|Camacan|-15.414|-39.492
2905701|Camaçari|-12.7|-38.326
2905800|Camamu|-13.94|-39.107
2905909|Campo Alegre de Lourdes|-9.522|-43.013
2906006|Campo Formoso|-10.511|-40.32
2906105|Canápolis|-13.072|-44.201
2906204|Canarana|-11.686|-41.768
2906303|Canavieiras|-15.672|-38.954
2906402|Candeal|-11.805|-39.12
2906501|Candeias|-12.672|-38.547
2906600|Candiba|-14.41|-42.867
2906709|Cândido Sales|-15.499|-41.241
2906808|Cansanção|-10.665|-39.494
2906824|Canudos|-9.9|-39.147
2906857|Capela do Alto Alegre|-11.666|-39.835
2906873|Capim Grosso|-11.38|-40.009
2906899|Caraíbas|-14.718|-41.26
2906907|Caravelas|-17.727|-39.26
2907004|Cardeal da Silva|-11.947|-37.947
2907103|Carinhanha|-14.299|-43.772
2907202|Casa Nova|-9.164|-40.974
2907301|Castro Alves|-12.758|-39.425
2907400|Catolândia|-12.31|-44.865
2907509|Catu|-12.351|-38.379
2907558|Caturama|-13.324|-42.29
2907608|Central|-11.138|-42.112
2907707|Chorrochó|-8.97|-39.098
2907806|Cícero Dantas|-10.59|-38.379
2907905|Cipó|-11.103|-38.518
2908002|Coaraci|-14.637|-39.556
2908101|Cocos|-14.181|-44.535
2908200|Conceição da Feira|-12.508|-38.998
2908309|Conceição do Almeida|-12.784|-39.172
2908408|Conceição do Coité|-11.56|-39.281
2908507|Conceição do Jacuípe|-12.327|-38.768
2908606|Conde|-11.818|-37.613
2908705|Condeúba|-14.902|-41.972
2908804|Contendas do Sincorá|-13.754|-41.048
2908903|Coração de Maria|-12.233|-38.749
2909000|Cordeiros|-15.036|-41.931
2909109|Coribe|-13.823|-44.459
2909208|Coronel João Sá|-10.285|-37.92
2909307|Correntina|-13.348|-44.633
2909406|Cotegipe|-12.023|-44.257
2909505|Cravolândia|-13.353|-39.803
2909604|Crisópolis|-11.506|-38.151
2909703|Cristópolis|-12.225|-44.421
2909802|Cruz das Almas|-12.668|-39.101
2909901|Curaçá|-8.985|-39.9
2910008|Dário Meira|-14.423|-39.903
2910057|Dias d'Ávila|-12.619|-38.293
2910107|Dom Basílio|-13.757|-41.768
2910206|Dom Macedo Costa|-12.902|-39.192
2910305|Elísio Medrado|-12.942|-39.519
2910404|Encruzilhada|-15.53|-40.912
2910503|Entre Rios|-11.939|-38.087
2910602|Esplanada|-11.794|-37.943
2910701|Euclides da Cunha|-10.508|-39.015
2910727|Eunápolis|-16.372|-39.582
2910750|Fátima|-10.616|-38.224
2910776|Feira da Mata|-14.204|-44.274
2910800|Feira de Santana|-12.266|-38.966
2910859|Filadélfia|-10.741|-40.144
2910909|Firmino Alves|-14.982|-39.927
2911006|Floresta Azul|-14.863|-39.658
2911105|Formosa do Rio Preto|-11.033|-45.193
2911204|Gandu|-13.744|-39.475
2911253|Gavião|-11.469|-39.776
2911303|Gentio do Ouro|-11.434|-42.508
2911402|Glória|-9.344|-38.254
2911501|Gongogi|-14.319|-39.469
2911600|Governador Mangabeira|-12.599|-39.041
2911659|Guajeru|-14.547|-41.938
2911709|Guanambi|-14.223|-42.78
2911808|Guaratinga|-16.583|-39.785
2911857|Heliópolis|-10.682|-38.291
2911907|Iaçu|-12.767|-40.206
2912004|Ibiassucê|-14.271|-42.257
2912103|Ibicaraí|-14.858|-39.591
2912202|Ibicoara|-13.406|-41.284
2912301|Ibicuí|-14.845|-39.988
2912400|Ibipeba|-11.644|-42.02
2912509|Ibipitanga|-12.88|-42.486
2912608|Ibiquera|-12.644|-40.934
2912707|Ibirapitanga|-14.165|-39.379
2912806|Ibirapuã|-17.683|-40.113
2912905|Ibirataia|-14.064|-39.646
2913002|Ibitiara|-12.65|-42.218
2913101|Ibititá|-11.541|-41.975
2913200|Ibotirama|-12.178|-43.217
2913309|Ichu|-11.743|-39.191
2913408|Igaporã|-13.774|-42.715
2913457|Igrapiúna|-13.829|-39.136
2913507|Iguaí|-14.753|-40.089
2913606|Ilhéus|-14.793|-39.046
2913705|Inhambupe|-11.781|-38.355
2913804|Ipecaetá|-12.303|-39.307
2913903|Ipiaú|-14.123|-39.735
2914000|Ipirá|-12.156|-39.736
2914109|Ipupiara|-11.822|-42.618
2914208|Irajuba|-13.256|-40.085
2914307|Iramaia|-13.29|-40.959
2914406|Iraquara|-12.243|-41.615
2914505|Irará|-12.05|-38.763
2914604|Irecê|-11.303|-41.853
2914653|Itabela|-16.573|-39.559
2914703|Itaberaba|-12.524|-40.306
2914802|Itabuna|-14.788|-39.278
2914901|Itacaré|-14.278|-38.996
2915007|Itaeté|-12.983|-40.968
2915106|Itagi|-14.162|-40.013
2915205|Itagibá|-14.278|-39.845
2915304|Itagimirim|-16.082|-39.613
2915353|Itaguaçu da Bahia|-11.015|-42.4
2915403|Itaju do Colônia|-15.137|-39.728
2915502|Itajuípe|-14.679|-39.37
2915601|Itamaraju|-17.038|-39.539
2915700|Itamari|-13.778|-39.683
2915809|Itambé|-15.243|-40.63
2915908|Itanagra|-12.261|-38.044
2916005|Itanhém|-17.164|-40.332
2916104|Itaparica|-12.893|-38.68
2916203|Itapé|-14.888|-39.424
2916302|Itapebi|-15.955|-39.533
2916401|Itapetinga|-15.248|-40.248
2916500|Itapicuru|-11.309|-38.226
2916609|Itapitanga|-14.414|-39.566
2916708|Itaquara|-13.446|-39.938
2916807|Itarantim|-15.653|-40.065
2916856|Itatim|-12.71|-39.695
2916906|Itiruçu|-13.529|-40.147
2917003|Itiúba|-10.695|-39.845
2917102|Itororó|-15.11|-40.068
2917201|Ituaçu|-13.811|-41.3
2917300|Ituberá|-13.725|-39.148
2917334|Iuiú|-14.405|-43.559
2917359|Jaborandi|-13.607|-44.425
2917409|Jacaraci|-14.854|-42.433
2917508|Jacobina|-11.181|-40.512
2917607|Jaguaquara|-13.525|-39.964
2917706|Jaguarari|-10.257|-40.2
2917805|Jaguaripe|-13.111|-38.894
2917904|Jandaíra|-11.562|-37.785
2918001|Jequié|-13.851|-40.088
2918100|Jeremoabo|-10.069|-38.347
2918209|Jiquiriçá|-13.262|-39.574
2918308|Jitaúna|-14.013|-39.897
2918357|João Dourado|-11.349|-41.655
2918407|Juazeiro|-9.416|-40.503
2918456|Jucuruçu|-16.849|-40.164
2918506|Jussara|-11.043|-41.97
2918555|Jussari|-15.192|-39.491
2918605|Jussiape|-13.515|-41.588
2918704|Lafaiete Coutinho|-13.654|-40.212
2918753|Lagoa Real|-14.033|-42.133
2918803|Laje|-13.167|-39.421
2918902|Lajedão|-17.606|-40.338
2919009|Lajedinho|-12.353|-40.905
2919058|Lajedo do Tabocal|-13.466|-40.22
2919108|Lamarão|-11.773|-38.887
2919157|Lapão|-11.385|-41.829
2919207|Lauro de Freitas|-12.898|-38.321
2919306|Lençóis|-12.562|-41.393
2919405|Licínio de Almeida|-14.684|-42.51
2919504|Livramento de Nossa Senhora|-13.637|-41.843
2919553|Luís Eduardo Magalhães|-12.096|-45.787
2919603|Macajuba|-12.133|-40.357
2919702|Macarani|-15.565|-40.421
2919801|Macaúbas|-13.019|-42.694
2919900|Macururé|-9.162|-39.052
2919926|Madre de Deus|-12.745|-38.615
2919959|Maetinga|-14.662|-41.492
2920007|Maiquinique|-15.624|-40.259
2920106|Mairi|-11.711|-40.144
2920205|Malhada|-14.337|-43.769
2920304|Malhada de Pedras|-14.385|-41.884
2920403|Manoel Vitorino|-14.148|-40.24
2920452|Mansidão|-10.723|-44.043
2920502|Maracás|-13.435|-40.432
2920601|Maragogipe|-12.776|-38.917
2920700|Maraú|-14.104|-39.014
2920809|Marcionílio Souza|-13.006|-40.529
2920908|Mascote|-15.554|-39.302
2921005|Mata de São João|-12.531|-38.301
2921054|Matina|-13.911|-42.844
2921104|Medeiros Neto|-17.371|-40.224
2921203|Miguel Calmon|-11.43|-40.603
2921302|Milagres|-12.865|-39.861
2921401|Mirangaba|-10.961|-40.574
2921450|Mirante|-14.239|-40.772
2921500|Monte Santo|-10.437|-39.332
2921609|Morpará|-11.557|-43.277
2921708|Morro do Chapéu|-11.549|-41.157
2921807|Mortugaba|-15.023|-42.373
2921906|Mucugê|-13.005|-41.37
2922003|Mucuri|-18.075|-39.556
2922052|Mulungu do Morro|-11.965|-41.637
2922102|Mundo Novo|-11.854|-40.471
2922201|Muniz Ferreira|-13.009|-39.109
2922250|Muquém do São Francisco|-12.065|-43.55
2922300|Muritiba|-12.633|-38.992
2922409|Mutuípe|-13.228|-39.504
2922508|Nazaré|-13.024|-39.011
2922607|Nilo Peçanha|-13.604|-39.109
2922656|Nordestina|-10.819|-39.43
2922706|Nova Canaã|-14.791|-40.146
2922730|Nova Fátima|-11.603|-39.63
2922755|Nova Ibiá|-13.812|-39.618
2922805|Nova Itarana|-13.024|-40.065
2922854|Nova Redenção|-12.815|-41.075
2922904|Nova Soure|-11.233|-38.487
2923001|Nova Viçosa|-17.893|-39.374
2923035|Novo Horizonte|-12.808|-42.168
2923050|Novo Triunfo|-10.318|-38.401
2923100|Olindina|-11.35|-38.338
2923209|Oliveira dos Brejinhos|-12.313|-42.897
2923308|Ouriçangas|-12.018|-38.617
2923357|Ourolândia|-10.958|-41.076
2923407|Palmas de Monte Alto|-14.268|-43.161
2923506|Palmeiras|-12.506|-41.581
2923605|Paramirim|-13.439|-42.239
2923704|Paratinga|-12.687|-43.18
2923803|Paripiranga|-10.686|-37.863
2923902|Pau Brasil|-15.457|-39.646
2924009|Paulo Afonso|-9.398|-38.222
2924058|Pé de Serra|-11.831|-39.611
2924108|Pedrão|-12.149|-38.649
2924207|Pedro Alexandre|-10.012|-37.893
2924306|Piatã|-13.146|-41.77
2924405|Pilão Arcado|-10.005|-42.494
2924504|Pindaí|-14.492|-42.686
2924603|Pindobaçu|-10.743|-40.367
2924652|Pintadas|-11.812|-39.901
2924678|Piraí do Norte|-13.759|-39.384
2924702|Piripá|-14.944|-41.717
2924801|Piritiba|-11.73|-40.559
2924900|Planaltino|-13.262|-40.37
2925006|Planalto|-14.665|-40.472
2925105|Poções|-14.523|-40.363
2925204|Pojuca|-12.43|-38.337
2925253|Ponto Novo|-10.865|-40.131
2925303|Porto Seguro|-16.444|-39.064
2925402|Potiraguá|-15.594|-39.864
2925501|Prado|-17.336|-39.223
2925600|Presidente Dutra|-11.292|-41.984
2925709|Presidente Jânio Quadros|-14.688|-41.68
2925758|Presidente Tancredo Neves|-13.447|-39.42
2925808|Queimadas|-10.974|-39.629
2925907|Quijingue|-10.751|-39.214
2925931|Quixabeira|-11.403|-40.12
2925956|Rafael Jambeiro|-12.405|-39.501
2926004|Remanso|-9.619|-42.085
2926103|Retirolândia|-11.483|-39.423
2926202|Riachão das Neves|-11.751|-44.914
2926301|Riachão do Jacuípe|-11.807|-39.382
2926400|Riacho de Santana|-13.606|-42.94
2926509|Ribeira do Amparo|-11.042|-38.424
2926608|Ribeira do Pombal|-10.837|-38.538
2926657|Ribeirão do Largo|-15.451|-40.744
2926707|Rio de Contas|-13.585|-41.805
2926806|Rio do Antônio|-14.407|-42.072
2926905|Rio do Pires|-13.118|-42.29
2927002|Rio Real|-11.481|-37.933
2927101|Rodelas|-8.85|-38.78
2927200|Ruy Barbosa|-12.282|-40.493
2927309|Salinas da Margarida|-12.873|-38.756
2927408|Salvador|-12.972|-38.501|1
2927507|Santa Bárbara|-11.951|-38.968
2927606|Santa Brígida|-9.732|-38.121
2927705|Santa Cruz Cabrália|-16.282|-39.029
2927804|Santa Cruz da Vitória|-14.964|-39.812
2927903|Santa Inês|-13.279|-39.814
2928000|Santaluz|-11.251|-39.375
2928059|Santa Luzia|-15.434|-39.329
2928109|Santa Maria da Vitória|-13.386|-44.201
2928208|Santana|-12.979|-44.051
2928307|Santanópolis|-12.031|-38.869
2928406|Santa Rita de Cássia|-11.006|-44.526
2928505|Santa Teresinha|-12.77|-39.522
2928604|Santo Amaro|-12.547|-38.714
2928703|Santo Antônio de Jesus|-12.961|-39.258
2928802|Santo Estêvão|-12.428|-39.251
2928901|São Desidério|-12.357|-44.977
2928950|São Domingos|-11.465|-39.527
2929008|São Félix|-12.61|-38.973
2929057|São Félix do Coribe|-13.402|-44.184
2929107|São Felipe|-12.839|-39.089
2929206|São Francisco do Conde|-12.618|-38.679
2929255|São Gabriel|-11.217|-41.884
2929305|São Gonçalo dos Campos|-12.433|-38.966
2929354|São José da Vitória|-15.079|-39.344
2929370|São José do Jacuípe|-11.414|-39.867
2929404|São Miguel das Matas|-13.043|-39.458
2929503|São Sebastião do Passé|-12.512|-38.49
2929602|Sapeaçu|-12.721|-39.182
2929701|Sátiro Dias|-11.593|-38.594
2929750|Saubara|-12.739|-38.763
2929800|Saúde|-10.943|-40.416
2929909|Seabra|-12.417|-41.772
2930006|Sebastião Laranjeiras|-14.571|-42.943
2930105|Senhor do Bonfim|-10.459|-40.187
2930154|Serra do Ramalho|-13.566|-43.593
2930204|Sento Sé|-9.741|-41.879
2930303|Serra Dourada|-12.759|-43.95
2930402|Serra Preta|-12.156|-39.331
2930501|Serrinha|-11.658|-39.01
2930600|Serrolândia|-11.409|-40.298
2930709|Simões Filho|-12.787|-38.403
2930758|Sítio do Mato|-13.08|-43.469
2930766|Sítio do Quinto|-10.354|-38.221
2930774|Sobradinho|-9.45|-40.815
2930808|Souto Soares|-12.088|-41.643
2930907|Tabocas do Brejo Velho|-12.703|-44.008
2931004|Tanhaçu|-14.02|-41.247
2931053|Tanque Novo|-13.549|-42.493
2931103|Tanquinho|-11.968|-39.103
2931202|Taperoá|-13.532|-39.101
2931301|Tapiramutá|-11.848|-40.793
2931350|Teixeira de Freitas|-17.54|-39.74
2931400|Teodoro Sampaio|-12.295|-38.635
2931509|Teofilândia|-11.483|-38.991
2931608|Teolândia|-13.59|-39.484
2931707|Terra Nova|-12.389|-38.624
2931806|Tremedal|-14.974|-41.414
2931905|Tucano|-10.958|-38.789
2932002|Uauá|-9.833|-39.479
2932101|Ubaíra|-13.271|-39.666
2932200|Ubaitaba|-14.303|-39.322
2932309|Ubatã|-14.206|-39.521
2932408|Uibaí|-11.339|-42.135
2932457|Umburanas|-10.734|-41.323
2932507|Una|-15.279|-39.077
2932606|Urandi|-14.768|-42.65
2932705|Uruçuca|-14.596|-39.285
2932804|Utinga|-12.078|-41.095
2932903|Valença|-13.367|-39.073
2933000|Valente|-11.406|-39.457
2933059|Várzea da Roça|-11.601|-40.133
2933109|Várzea do Poço|-11.527|-40.315
2933158|Várzea Nova|-11.256|-40.943
2933174|Varzedo|-12.967|-39.392
2933208|Vera Cruz|-12.957|-38.615
2933257|Vereda|-17.218|-40.097
2933307|Vitória da Conquista|-14.861|-40.844
2933406|Wagner|-12.282|-41.172
2933455|Wanderley|-12.114|-43.896
2933505|Wenceslau Guimarães|-13.691|-39.476
2933604|Xique-Xique|-10.823|-42.724
3100104|Abadia dos Dourados|-18.483|-47.392
3100203|Abaeté|-19.155|-45.444
3100302|Abre Campo|-20.3|-42.474
3100401|Acaiaca|-20.359|-43.144
3100500|Açucena|-19.067|-42.542
3100609|Água Boa|-17.991|-42.381
3100708|Água Comprida|-20.058|-48.107
3100807|Aguanil|-20.944|-45.392
3100906|Águas Formosas|-17.08|-40.938
3101003|Águas Vermelhas|-15.743|-41.457
3101102|Aimorés|-19.501|-41.075
3101201|Aiuruoca|-21.974|-44.604
3101300|Alagoa|-22.171|-44.641
3101409|Albertina|-22.202|-46.614
3101508|Além Paraíba|-21.88|-42.718
3101607|Alfenas|-21.426|-45.948
3101631|Alfredo Vasconcelos|-21.154|-43.772
3101706|Almenara|-16.178|-40.694
3101805|Alpercata|-18.974|-41.97
3101904|Alpinópolis|-20.863|-46.388
3102001|Alterosa|-21.249|-46.139
3102050|Alto Caparaó|-20.431|-41.874
3102100|Alto Rio Doce|-21.028|-43.407
3102209|Alvarenga|-19.417|-41.732
3102308|Alvinópolis|-20.11|-43.053
3102407|Alvorada de Minas|-18.733|-43.364
3102506|Amparo do Serra|-20.505|-42.801
3102605|Andradas|-22.07|-46.572
3102704|Cachoeira de Pajeú|-15.969|-41.495
3102803|Andrelândia|-21.741|-44.312
3102852|Angelândia|-17.728|-42.264
3102902|Antônio Carlos|-21.321|-43.745
3103009|Antônio Dias|-19.649|-42.873
3103108|Antônio Prado de Minas|-21.019|-42.111
3103207|Araçaí|-19.195|-44.249
3103306|Aracitaba|-21.345|-43.374
3103405|Araçuaí|-16.852|-42.064
3103504|Araguari|-18.646|-48.193
3103603|Arantina|-21.91|-44.255
3103702|Araponga|-20.669|-42.518
3103751|Araporã|-18.436|-49.185
3103801|Arapuá|-19.027|-46.148
3103900|Araújos|-19.941|-45.167
3104007|Araxá|-19.59|-46.944
3104106|Arceburgo|-21.359|-46.94
3104205|Arcos|-20.286|-45.537
3104304|Areado|-21.357|-46.142
3104403|Argirita|-21.608|-42.829
3104452|Aricanduva|-17.867|-42.553
3104502|Arinos|-15.919|-46.104
3104601|Astolfo Dutra|-21.318|-42.857
3104700|Ataléia|-18.044|-41.115
3104809|Augusto de Lima|-18.1|-44.266
3104908|Baependi|-21.957|-44.887
3105004|Baldim|-19.283|-43.961
3105103|Bambuí|-20.017|-45.975
3105202|Bandeira|-15.878|-40.562
3105301|Bandeira do Sul|-21.731|-46.383
3105400|Barão de Cocais|-19.939|-43.475
3105509|Barão de Monte Alto|-21.244|-42.237
3105608|Barbacena|-21.221|-43.77
3105707|Barra Longa|-20.287|-43.04
3105905|Barroso|-21.191|-43.972
3106002|Bela Vista de Minas|-19.83|-43.092
3106101|Belmiro Braga|-21.944|-43.408
3106200|Belo Horizonte|-19.91|-43.927|1
3106309|Belo Oriente|-19.22|-42.483
3106408|Belo Vale|-20.408|-44.028
3106507|Berilo|-16.957|-42.461
3106606|Bertópolis|-17.059|-40.58
3106655|Berizal|-15.61|-41.743
3106705|Betim|-19.967|-44.201
3106804|Bias Fortes|-21.602|-43.757
3106903|Bicas|-21.723|-43.056
3107000|Biquinhas|-18.775|-45.497
3107109|Boa Esperança|-21.093|-45.561
3107208|Bocaina de Minas|-22.17|-44.397
3107307|Bocaiúva|-17.113|-43.81
3107406|Bom Despacho|-19.739|-45.262
3107505|Bom Jardim de Minas|-21.948|-44.188
3107604|Bom Jesus da Penha|-21.015|-46.517
3107703|Bom Jesus do Amparo|-19.705|-43.478
3107802|Bom Jesus do Galho|-19.836|-42.316
3107901|Bom Repouso|-22.468|-46.144
3108008|Bom Sucesso|-21.033|-44.754
3108107|Bonfim|-20.33|-44.237
3108206|Bonfinópolis de Minas|-16.568|-45.984
3108255|Bonito de Minas|-15.323|-44.754
3108305|Borda da Mata|-22.271|-46.165
3108404|Botelhos|-21.641|-46.391
3108503|Botumirim|-16.866|-43.009
3108552|Brasilândia de Minas|-17|-46.008
3108602|Brasília de Minas|-16.21|-44.43
3108701|Brás Pires|-20.842|-43.241
3108800|Braúnas|-19.056|-42.71
3108909|Brazópolis|-22.474|-45.617
3109006|Brumadinho|-20.151|-44.201
3109105|Bueno Brandão|-22.438|-46.349
3109204|Buenópolis|-17.874|-44.178
3109253|Bugre|-19.423|-42.255
3109303|Buritis|-15.622|-46.422
3109402|Buritizeiro|-17.366|-44.961
3109451|Cabeceira Grande|-16.034|-47.086
3109501|Cabo Verde|-21.47|-46.392
3109600|Cachoeira da Prata|-19.521|-44.454
3109709|Cachoeira de Minas|-22.351|-45.781
3109808|Cachoeira Dourada|-18.516|-49.504
3109907|Caetanópolis|-19.297|-44.419
3110004|Caeté|-19.883|-43.67
3110103|Caiana|-20.696|-41.929
3110202|Cajuri|-20.79|-42.792
3110301|Caldas|-21.918|-46.384
3110400|Camacho|-20.629|-45.159
3110509|Camanducaia|-22.752|-46.149
3110608|Cambuí|-22.611|-46.057
3110707|Cambuquira|-21.854|-45.29
3110806|Campanário|-18.243|-41.736
3110905|Campanha|-21.836|-45.4
3111002|Campestre|-21.708|-46.238
3111101|Campina Verde|-19.538|-49.486
3111150|Campo Azul|-16.503|-44.81
3111200|Campo Belo|-20.893|-45.27
3111309|Campo do Meio|-21.113|-45.827
3111408|Campo Florido|-19.763|-48.572
3111507|Campos Altos|-19.691|-46.172
3111606|Campos Gerais|-21.237|-45.757
3111705|Canaã|-20.687|-42.617
3111804|Canápolis|-18.721|-49.203
3111903|Cana Verde|-21.023|-45.18
3112000|Candeias|-20.769|-45.276
3112059|Cantagalo|-18.525|-42.622
3112109|Caparaó|-20.529|-41.906
3112208|Capela Nova|-20.918|-43.622
3112307|Capelinha|-17.689|-42.515
3112406|Capetinga|-20.616|-47.057
3112505|Capim Branco|-19.547|-44.13
3112604|Capinópolis|-18.686|-49.571
3112653|Capitão Andrade|-19.075|-41.861
3112703|Capitão Enéas|-16.326|-43.708
3112802|Capitólio|-20.616|-46.049
3112901|Caputira|-20.17|-42.268
3113008|Caraí|-17.186|-41.7
3113107|Caranaíba|-20.871|-43.742
3113206|Carandaí|-20.957|-43.811
3113305|Carangola|-20.734|-42.031
3113404|Caratinga|-19.787|-42.129
3113503|Carbonita|-17.526|-43.014
3113602|Careaçu|-22.042|-45.696
3113701|Carlos Chagas|-17.697|-40.772
3113800|Carmésia|-19.088|-43.138
3113909|Carmo da Cachoeira|-21.463|-45.22
3114006|Carmo da Mata|-20.558|-44.873
3114105|Carmo de Minas|-22.12|-45.131
3114204|Carmo do Cajuru|-20.191|-44.766
3114303|Carmo do Paranaíba|-18.991|-46.317
3114402|Carmo do Rio Claro|-20.974|-46.115
3114501|Carmópolis de Minas|-20.54|-44.634
3114550|Carneirinho|-19.699|-50.689
3114600|Carrancas|-21.49|-44.645
3114709|Carvalhópolis|-21.773|-45.842
3114808|Carvalhos|-22|-44.463
3114907|Casa Grande|-20.793|-43.934
3115003|Cascalho Rico|-18.577|-47.872
3115102|Cássia|-20.583|-46.92
3115201|Conceição da Barra de Minas|-21.132|-44.473
3115300|Cataguases|-21.392|-42.69
3115359|Catas Altas|-20.073|-43.406
3115409|Catas Altas da Noruega|-20.69|-43.494
3115458|Catuji|-17.302|-41.528
3115474|Catuti|-15.362|-42.963
3115508|Caxambu|-21.975|-44.932
3115607|Cedro do Abaeté|-19.146|-45.712
3115706|Central de Minas|-18.761|-41.314
3115805|Centralina|-18.585|-49.201
3115904|Chácara|-21.673|-43.215
3116001|Chalé|-20.045|-41.69
3116100|Chapada do Norte|-17.088|-42.539
3116159|Chapada Gaúcha|-15.301|-45.612
3116209|Chiador|-22|-43.062
3116308|Cipotânea|-20.903|-43.363
3116407|Claraval|-20.397|-47.277
3116506|Claro dos Poções|-17.082|-44.206
3116605|Cláudio|-20.444|-44.767
3116704|Coimbra|-20.854|-42.801
3116803|Coluna|-18.231|-42.835
3116902|Comendador Gomes|-19.697|-49.079
3117009|Comercinho|-16.296|-41.794
3117108|Conceição da Aparecida|-21.096|-46.205
3117207|Conceição das Pedras|-22.158|-45.456
3117306|Conceição das Alagoas|-19.917|-48.384
3117405|Conceição de Ipanema|-19.933|-41.691
3117504|Conceição do Mato Dentro|-19.034|-43.422
3117603|Conceição do Pará|-19.746|-44.895
3117702|Conceição do Rio Verde|-21.878|-45.087
3117801|Conceição dos Ouros|-22.408|-45.8
3117836|Cônego Marinho|-15.289|-44.418
3117876|Confins|-19.628|-43.993
3117900|Congonhal|-22.149|-46.043
3118007|Congonhas|-20.496|-43.851
3118106|Congonhas do Norte|-18.802|-43.677
3118205|Conquista|-19.931|-47.549
3118304|Conselheiro Lafaiete|-20.663|-43.785
3118403|Conselheiro Pena|-19.179|-41.474
3118502|Consolação|-22.549|-45.925
3118601|Contagem|-19.932|-44.054
3118700|Coqueiral|-21.186|-45.437
3118809|Coração de Jesus|-16.684|-44.364
3118908|Cordisburgo|-19.122|-44.322
3119005|Cordislândia|-21.789|-45.7
3119104|Corinto|-18.369|-44.454
3119203|Coroaci|-18.616|-42.279
3119302|Coromandel|-18.473|-47.193
3119401|Coronel Fabriciano|-19.518|-42.628
3119500|Coronel Murta|-16.615|-42.184
3119609|Coronel Pacheco|-21.59|-43.256
3119708|Coronel Xavier Chaves|-21.028|-44.221
3119807|Córrego Danta|-19.82|-45.903
3119906|Córrego do Bom Jesus|-22.627|-46.024
3119955|Córrego Fundo|-20.447|-45.562
3120003|Córrego Novo|-19.836|-42.399
3120102|Couto de Magalhães de Minas|-18.073|-43.465
3120151|Crisólita|-17.238|-40.918
3120201|Cristais|-20.873|-45.517
3120300|Cristália|-16.716|-42.857
3120409|Cristiano Otoni|-20.832|-43.817
3120508|Cristina|-22.208|-45.267
3120607|Crucilândia|-20.392|-44.333
3120706|Cruzeiro da Fortaleza|-18.944|-46.667
3120805|Cruzília|-21.84|-44.807
3120839|Cuparaque|-18.965|-41.099
3120870|Curral de Dentro|-15.933|-41.856
3120904|Curvelo|-18.753|-44.43
3121001|Datas|-18.448|-43.659
3121100|Delfim Moreira|-22.504|-45.279
3121209|Delfinópolis|-20.347|-46.846
3121258|Delta|-19.972|-47.784
3121308|Descoberto|-21.46|-42.962
3121407|Desterro de Entre Rios|-20.665|-44.333
3121506|Desterro do Melo|-21.143|-43.518
3121605|Diamantina|-18.241|-43.603
3121704|Diogo de Vasconcelos|-20.488|-43.195
3121803|Dionísio|-19.843|-42.77
3121902|Divinésia|-20.992|-43
3122009|Divino|-20.613|-42.144
3122108|Divino das Laranjeiras|-18.776|-41.478
3122207|Divinolândia de Minas|-18.8|-42.61
3122306|Divinópolis|-20.145|-44.891
3122355|Divisa Alegre|-15.722|-41.346
3122405|Divisa Nova|-21.509|-46.19
3122454|Divisópolis|-15.725|-41
3122470|Dom Bosco|-16.652|-46.26
3122504|Dom Cavati|-19.373|-42.112
3122603|Dom Joaquim|-18.961|-43.254
3122702|Dom Silvério|-20.163|-42.963
3122801|Dom Viçoso|-22.251|-45.164
3122900|Dona Euzébia|-21.319|-42.807
3123007|Dores de Campos|-21.114|-44.021
3123106|Dores de Guanhães|-19.052|-42.925
3123205|Dores do Indaiá|-19.463|-45.593
3123304|Dores do Turvo|-20.979|-43.183
3123403|Doresópolis|-20.287|-45.901
3123502|Douradoquara|-18.434|-47.599
3123528|Durandé|-20.206|-41.798
3123601|Elói Mendes|-21.609|-45.569
3123700|Engenheiro Caldas|-19.206|-42.05
3123809|Engenheiro Navarro|-17.283|-43.947
3123858|Entre Folhas|-19.622|-42.231
3123908|Entre Rios de Minas|-20.671|-44.065
3124005|Ervália|-20.84|-42.654
3124104|Esmeraldas|-19.764|-44.306
3124203|Espera Feliz|-20.651|-41.912
3124302|Espinosa|-14.925|-42.809
3124401|Espírito Santo do Dourado|-22.045|-45.955
3124500|Estiva|-22.458|-46.019
3124609|Estrela Dalva|-21.741|-42.457
3124708|Estrela do Indaiá|-19.517|-45.786
3124807|Estrela do Sul|-18.74|-47.696
3124906|Eugenópolis|-21.1|-42.188
3125002|Ewbank da Câmara|-21.55|-43.507
3125101|Extrema|-22.854|-46.318
3125200|Fama|-21.409|-45.829
3125309|Faria Lemos|-20.81|-42.021
3125408|Felício dos Santos|-18.076|-43.242
3125507|São Gonçalo do Rio Preto|-18.003|-43.385
3125606|Felisburgo|-16.635|-40.761
3125705|Felixlândia|-18.751|-44.9
3125804|Fernandes Tourinho|-19.154|-42.08
3125903|Ferros|-19.234|-43.019
3125952|Fervedouro|-20.726|-42.279
3126000|Florestal|-19.888|-44.432
3126109|Formiga|-20.462|-45.427
3126208|Formoso|-14.945|-46.237
3126307|Fortaleza de Minas|-20.851|-46.712
3126406|Fortuna de Minas|-19.558|-44.447
3126505|Francisco Badaró|-16.988|-42.357
3126604|Francisco Dumont|-17.311|-44.232
3126703|Francisco Sá|-16.483|-43.49
3126752|Franciscópolis|-17.958|-42.009
3126802|Frei Gaspar|-18.071|-41.432
3126901|Frei Inocêncio|-18.556|-41.912
3126950|Frei Lagonegro|-18.175|-42.762
3127008|Fronteira|-20.275|-49.198
3127057|Fronteira dos Vales|-16.89|-40.923
3127073|Fruta de Leite|-16.122|-42.529
3127107|Frutal|-20.026|-48.935
3127206|Funilândia|-19.366|-44.061
3127305|Galiléia|-19|-41.539
3127339|Gameleiras|-15.083|-43.125
3127354|Glaucilândia|-16.848|-43.692
3127370|Goiabeira|-18.981|-41.224
3127388|Goianá|-21.536|-43.196
3127404|Gonçalves|-22.654|-45.856
3127503|Gonzaga|-18.82|-42.477
3127602|Gouveia|-18.452|-43.742
3127701|Governador Valadares|-18.855|-41.956
3127800|Grão Mogol|-16.566|-42.892
3127909|Grupiara|-18.5|-47.732
3128006|Guanhães|-18.771|-42.931
3128105|Guapé|-20.763|-45.915
3128204|Guaraciaba|-20.572|-43.009
3128253|Guaraciama|-17.014|-43.667
3128303|Guaranésia|-21.301|-46.796
3128402|Guarani|-21.356|-43.033
3128501|Guarará|-21.73|-43.033
3128600|Guarda-Mor|-17.767|-47.1
3128709|Guaxupé|-21.305|-46.708
3128808|Guidoval|-21.155|-42.789
3128907|Guimarânia|-18.843|-46.79
3129004|Guiricema|-21.01|-42.721
3129103|Gurinhatã|-19.214|-49.788
3129202|Heliodora|-22.064|-45.545
3129301|Iapu|-19.439|-42.215
3129400|Ibertioga|-21.433|-43.964
3129509|Ibiá|-19.475|-46.547
3129608|Ibiaí|-16.859|-44.905
3129657|Ibiracatu|-15.661|-44.167
3129707|Ibiraci|-20.461|-47.122
3129806|Ibirité|-20.025|-44.057
3129905|Ibitiúra de Minas|-22.06|-46.437
3130002|Ibituruna|-21.154|-44.748
3130051|Icaraí de Minas|-16.214|-44.903
3130101|Igarapé|-20.071|-44.299
3130200|Igaratinga|-19.948|-44.706
3130309|Iguatama|-20.178|-45.711
3130408|Ijaci|-21.174|-44.923
3130507|Ilicínea|-20.94|-45.831
3130556|Imbé de Minas|-19.602|-41.969
3130606|Inconfidentes|-22.314|-46.326
3130655|Indaiabira|-15.491|-42.2
3130705|Indianópolis|-19.034|-47.916
3130804|Ingaí|-21.402|-44.915
3130903|Inhapim|-19.548|-42.115
3131000|Inhaúma|-19.49|-44.393
3131109|Inimutaba|-18.727|-44.358
3131158|Ipaba|-19.416|-42.414
3131208|Ipanema|-19.799|-41.716
3131307|Ipatinga|-19.47|-42.548
3131406|Ipiaçu|-18.693|-49.944
3131505|Ipuiúna|-22.101|-46.191
3131604|Iraí de Minas|-18.982|-47.461
3131703|Itabira|-19.624|-43.231
3131802|Itabirinha|-18.571|-41.234
3131901|Itabirito|-20.25|-43.804
3132008|Itacambira|-17.062|-43.307
3132107|Itacarambi|-15.089|-44.095
3132206|Itaguara|-20.395|-44.487
3132305|Itaipé|-17.401|-41.67
3132404|Itajubá|-22.422|-45.46
3132503|Itamarandiba|-17.855|-42.856
3132602|Itamarati de Minas|-21.418|-42.813
3132701|Itambacuri|-18.035|-41.683
3132800|Itambé do Mato Dentro|-19.416|-43.318
3132909|Itamogi|-21.076|-47.046
3133006|Itamonte|-22.286|-44.868
3133105|Itanhandu|-22.294|-44.938
3133204|Itanhomi|-19.174|-41.863
3133303|Itaobim|-16.557|-41.502
3133402|Itapagipe|-19.906|-49.378
3133501|Itapecerica|-20.47|-45.127
3133600|Itapeva|-22.767|-46.224
3133709|Itatiaiuçu|-20.198|-44.421
3133758|Itaú de Minas|-20.738|-46.752
3133808|Itaúna|-20.082|-44.58
3133907|Itaverava|-20.677|-43.614
3134004|Itinga|-16.61|-41.767
3134103|Itueta|-19.4|-41.175
3134202|Ituiutaba|-18.977|-49.464
3134301|Itumirim|-21.317|-44.872
3134400|Iturama|-19.728|-50.197
3134509|Itutinga|-21.3|-44.657
3134608|Jaboticatubas|-19.512|-43.737
3134707|Jacinto|-16.143|-40.295
3134806|Jacuí|-21.014|-46.736
3134905|Jacutinga|-22.286|-46.617
3135001|Jaguaraçu|-19.647|-42.75
3135050|Jaíba|-15.343|-43.669
3135076|Jampruca|-18.461|-41.809
3135100|Janaúba|-15.802|-43.313
3135209|Januária|-15.48|-44.364
3135308|Japaraíba|-20.144|-45.502
3135357|Japonvar|-15.989|-44.276
3135407|Jeceaba|-20.534|-43.989
3135456|Jenipapo de Minas|-17.083|-42.259
3135506|Jequeri|-20.454|-42.665
3135605|Jequitaí|-17.229|-44.438
3135704|Jequitibá|-19.235|-44.03
3135803|Jequitinhonha|-16.438|-41.012
3135902|Jesuânia|-21.989|-45.291
3136009|Joaíma|-16.652|-41.023
3136108|Joanésia|-19.173|-42.678
3136207|João Monlevade|-19.813|-43.173
3136306|João Pinheiro|-17.74|-46.172
3136405|Joaquim Felício|-17.758|-44.164
3136504|Jordânia|-15.901|-40.184
3136520|José Gonçalves de Minas|-16.905|-42.601
3136553|José Raydan|-18.22|-42.495
3136579|Josenópolis|-16.542|-42.515
3136603|Nova União|-19.688|-43.583
3136652|Juatuba|-19.945|-44.345
3136702|Juiz de Fora|-21.759|-43.34
3136801|Juramento|-16.847|-43.587
3136900|Juruaia|-21.249|-46.574
3136959|Juvenília|-14.266|-44.16
3137007|Ladainha|-17.628|-41.749
3137106|Lagamar|-18.176|-46.806
3137205|Lagoa da Prata|-20.024|-45.54
3137304|Lagoa dos Patos|-16.978|-44.575
3137403|Lagoa Dourada|-20.914|-44.08
3137502|Lagoa Formosa|-18.771|-46.401
3137536|Lagoa Grande|-17.832|-46.517
3137601|Lagoa Santa|-19.64|-43.893
3137700|Lajinha|-20.154|-41.623
3137809|Lambari|-21.967|-45.35
3137908|Lamim|-20.79|-43.471
3138005|Laranjal|-21.372|-42.473
3138104|Lassance|-17.887|-44.574
3138203|Lavras|-21.248|-45.001
3138302|Leandro Ferreira|-19.719|-45.028
3138351|Leme do Prado|-17.079|-42.694
3138401|Leopoldina|-21.53|-42.642
3138500|Liberdade|-22.027|-44.321
3138609|Lima Duarte|-21.839|-43.793
3138625|Limeira do Oeste|-19.551|-50.581
3138658|Lontra|-15.901|-44.306
3138674|Luisburgo|-20.447|-42.098
3138682|Luislândia|-16.11|-44.589
3138708|Luminárias|-21.515|-44.903
3138807|Luz|-19.791|-45.679
3138906|Machacalis|-17.072|-40.724
3139003|Machado|-21.678|-45.922
3139102|Madre de Deus de Minas|-21.483|-44.329
3139201|Malacacheta|-17.846|-42.077
3139250|Mamonas|-15.048|-42.947
3139300|Manga|-14.753|-43.939
3139409|Manhuaçu|-20.257|-42.028
3139508|Manhumirim|-20.359|-41.959
3139607|Mantena|-18.776|-40.987
3139706|Maravilhas|-19.508|-44.678
3139805|Mar de Espanha|-21.871|-43.006
3139904|Maria da Fé|-22.304|-45.377
3140001|Mariana|-20.377|-43.414
3140100|Marilac|-18.508|-42.082
3140159|Mário Campos|-20.058|-44.188
3140209|Maripá de Minas|-21.698|-42.955
3140308|Marliéria|-19.71|-42.733
3140407|Marmelópolis|-22.447|-45.164
3140506|Martinho Campos|-19.331|-45.243
3140530|Martins Soares|-20.255|-41.879
3140555|Mata Verde|-15.687|-40.737
3140605|Materlândia|-18.47|-43.058
3140704|Mateus Leme|-19.979|-44.432
3140803|Matias Barbosa|-21.869|-43.313
3140852|Matias Cardoso|-14.856|-43.915
3140902|Matipó|-20.287|-42.34
3141009|Mato Verde|-15.394|-42.86
3141108|Matozinhos|-19.554|-44.087
3141207|Matutina|-19.218|-45.966
3141306|Medeiros|-19.986|-46.218
3141405|Medina|-16.224|-41.473
3141504|Mendes Pimentel|-18.663|-41.405
3141603|Mercês|-21.198|-43.334
3141702|Mesquita|-19.224|-42.608
3141801|Minas Novas|-17.216|-42.588
3141900|Minduri|-21.68|-44.605
3142007|Mirabela|-16.256|-44.16
3142106|Miradouro|-20.89|-42.346
3142205|Miraí|-21.202|-42.612
3142254|Miravânia|-14.735|-44.409
3142304|Moeda|-20.34|-44.051
3142403|Moema|-19.839|-45.413
3142502|Monjolos|-18.325|-44.118
3142601|Monsenhor Paulo|-21.758|-45.539
3142700|Montalvânia|-14.42|-44.372
3142809|Monte Alegre de Minas|-18.869|-48.881
3142908|Monte Azul|-15.151|-42.872
3143005|Monte Belo|-21.327|-46.364
3143104|Monte Carmelo|-18.73|-47.491
3143153|Monte Formoso|-16.869|-41.247
3143203|Monte Santo de Minas|-21.187|-46.975
3143302|Montes Claros|-16.728|-43.858
3143401|Monte Sião|-22.433|-46.573
3143450|Montezuma|-15.17|-42.494
3143500|Morada Nova de Minas|-18.6|-45.358
3143609|Morro da Garça|-18.536|-44.601
3143708|Morro do Pilar|-19.224|-43.38
3143807|Munhoz|-22.609|-46.362
3143906|Muriaé|-21.13|-42.369
3144003|Mutum|-19.812|-41.441
3144102|Muzambinho|-21.369|-46.521
3144201|Nacip Raydan|-18.454|-42.248
3144300|Nanuque|-17.848|-40.353
3144359|Naque|-19.229|-42.331
3144375|Natalândia|-16.502|-46.487
3144409|Natércia|-22.116|-45.512
3144508|Nazareno|-21.217|-44.614
3144607|Nepomuceno|-21.232|-45.235
3144656|Ninheira|-15.315|-41.756
3144672|Nova Belém|-18.492|-41.111
3144706|Nova Era|-19.758|-43.033
3144805|Nova Lima|-19.976|-43.851
3144904|Nova Módica|-18.442|-41.498
3145000|Nova Ponte|-19.146|-47.678
3145059|Nova Porteirinha|-15.799|-43.294
3145109|Nova Resende|-21.129|-46.416
3145208|Nova Serrana|-19.871|-44.985
3145307|Novo Cruzeiro|-17.465|-41.883
3145356|Novo Oriente de Minas|-17.409|-41.219
3145372|Novorizonte|-16.016|-42.404
3145406|Olaria|-21.86|-43.936
3145455|Olhos d'Água|-17.398|-43.572
3145505|Olímpio Noronha|-22.069|-45.266
3145604|Oliveira|-20.698|-44.829
3145703|Oliveira Fortes|-21.34|-43.45
3145802|Onça de Pitangui|-19.728|-44.806
3145851|Oratórios|-20.43|-42.798
3145877|Orizânia|-20.514|-42.199
3145901|Ouro Branco|-20.526|-43.696
3146008|Ouro Fino|-22.278|-46.372
3146107|Ouro Preto|-20.38|-43.512
3146206|Ouro Verde de Minas|-18.072|-41.273
3146255|Padre Carvalho|-16.365|-42.509
3146305|Padre Paraíso|-17.076|-41.482
3146404|Paineiras|-18.899|-45.532
3146503|Pains|-20.37|-45.663
3146552|Pai Pedro|-15.527|-43.07
3146602|Paiva|-21.291|-43.409
3146701|Palma|-21.375|-42.312
3146750|Palmópolis|-16.736|-40.43
3146909|Papagaios|-19.442|-44.747
3147006|Paracatu|-17.225|-46.871
3147105|Pará de Minas|-19.853|-44.611
3147204|Paraguaçu|-21.547|-45.737
3147303|Paraisópolis|-22.554|-45.78
3147402|Paraopeba|-19.273|-44.404
3147501|Passabém|-19.351|-43.138
3147600|Passa Quatro|-22.387|-44.971
3147709|Passa Tempo|-20.654|-44.493
3147808|Passa-Vinte|-22.21|-44.234
3147907|Passos|-20.719|-46.609
3147956|Patis|-16.077|-44.079
3148004|Patos de Minas|-18.57|-46.501
3148103|Patrocínio|-18.938|-46.993
3148202|Patrocínio do Muriaé|-21.154|-42.212
3148301|Paula Cândido|-20.875|-42.975
3148400|Paulistas|-18.428|-42.863
3148509|Pavão|-17.427|-41.004
3148608|Peçanha|-18.544|-42.558
3148707|Pedra Azul|-16.009|-41.291
3148756|Pedra Bonita|-20.522|-42.33
3148806|Pedra do Anta|-20.597|-42.712
3148905|Pedra do Indaiá|-20.256|-45.211
3149002|Pedra Dourada|-20.827|-42.151
3149101|Pedralva|-22.239|-45.465
3149150|Pedras de Maria da Cruz|-15.603|-44.391
3149200|Pedrinópolis|-19.224|-47.458
3149309|Pedro Leopoldo|-19.631|-44.038
3149408|Pedro Teixeira|-21.708|-43.743
3149507|Pequeri|-21.834|-43.114
3149606|Pequi|-19.628|-44.66
3149705|Perdigão|-19.941|-45.078
3149804|Perdizes|-19.343|-47.296
3149903|Perdões|-21.093|-45.09
3149952|Periquito|-19.157|-42.233
3150000|Pescador|-18.357|-41.601
3150109|Piau|-21.51|-43.313
3150158|Piedade de Caratinga|-19.759|-42.076
3150208|Piedade de Ponte Nova|-20.244|-42.738
3150307|Piedade do Rio Grande|-21.469|-44.194
3150406|Piedade dos Gerais|-20.471|-44.224
3150505|Pimenta|-20.483|-45.805
3150539|Pingo-d'Água|-19.729|-42.41
3150570|Pintópolis|-16.057|-45.14
3150604|Piracema|-20.509|-44.478
3150703|Pirajuba|-19.909|-48.703
3150802|Piranga|-20.683|-43.297
3150901|Piranguçu|-22.525|-45.495
3151008|Piranguinho|-22.395|-45.532
3151107|Pirapetinga|-21.655|-42.343
3151206|Pirapora|-17.339|-44.934
3151305|Piraúba|-21.282|-43.017
3151404|Pitangui|-19.674|-44.896
3151503|Piumhi|-20.476|-45.959
3151602|Planura|-20.138|-48.7
3151701|Poço Fundo|-21.78|-45.966
3151800|Poços de Caldas|-21.78|-46.569
3151909|Pocrane|-19.621|-41.633
3152006|Pompéu|-19.226|-45.014
3152105|Ponte Nova|-20.411|-42.898
3152131|Ponto Chique|-16.628|-45.059
3152170|Ponto dos Volantes|-16.747|-41.502
3152204|Porteirinha|-15.74|-43.028
3152303|Porto Firme|-20.664|-43.083
3152402|Poté|-17.808|-41.786
3152501|Pouso Alegre|-22.227|-45.939
3152600|Pouso Alto|-22.196|-44.975
3152709|Prados|-21.06|-44.078
3152808|Prata|-19.309|-48.928
3152907|Pratápolis|-20.741|-46.862
3153004|Pratinha|-19.739|-46.376
3153103|Presidente Bernardes|-20.766|-43.19
3153202|Presidente Juscelino|-18.64|-44.06
3153301|Presidente Kubitschek|-18.619|-43.563
3153400|Presidente Olegário|-18.41|-46.416
3153509|Alto Jequitibá|-20.421|-41.967
3153608|Prudente de Morais|-19.474|-44.159
3153707|Quartel Geral|-19.27|-45.557
3153806|Queluzito|-20.742|-43.885
3153905|Raposos|-19.964|-43.808
3154002|Raul Soares|-20.106|-42.45
3154101|Recreio|-21.529|-42.468
3154150|Reduto|-20.24|-41.985
3154200|Resende Costa|-20.917|-44.241
3154309|Resplendor|-19.319|-41.246
3154408|Ressaquinha|-21.064|-43.76
3154457|Riachinho|-16.226|-45.989
3154507|Riacho dos Machados|-16.009|-43.049
3154606|Ribeirão das Neves|-19.762|-44.084
3154705|Ribeirão Vermelho|-21.188|-45.064
3154804|Rio Acima|-20.088|-43.788
3154903|Rio Casca|-20.229|-42.646
3155009|Rio Doce|-20.241|-42.9
3155108|Rio do Prado|-16.606|-40.571
3155207|Rio Espera|-20.855|-43.472
3155306|Rio Manso|-20.267|-44.307
3155405|Rio Novo|-21.465|-43.117
3155504|Rio Paranaíba|-19.186|-46.245
3155603|Rio Pardo de Minas|-15.616|-42.541
3155702|Rio Piracicaba|-19.928|-43.183
3155801|Rio Pomba|-21.271|-43.17
3155900|Rio Preto|-22.086|-43.829
3156007|Rio Vermelho|-18.292|-43.002
3156106|Ritápolis|-21.028|-44.32
3156205|Rochedo de Minas|-21.628|-43.017
3156304|Rodeiro|-21.203|-42.859
3156403|Romaria|-18.884|-47.578
3156452|Rosário da Limeira|-20.981|-42.511
3156502|Rubelita|-16.405|-42.261
3156601|Rubim|-16.378|-40.54
3156700|Sabará|-19.884|-43.826
3156809|Sabinópolis|-18.665|-43.075
3156908|Sacramento|-19.862|-47.451
3157005|Salinas|-16.175|-42.296
3157104|Salto da Divisa|-16.006|-39.939
3157203|Santa Bárbara|-19.96|-43.41
3157252|Santa Bárbara do Leste|-19.975|-42.146
3157278|Santa Bárbara do Monte Verde|-21.959|-43.703
3157302|Santa Bárbara do Tugúrio|-21.243|-43.561
3157336|Santa Cruz de Minas|-21.124|-44.22
3157377|Santa Cruz de Salinas|-16.097|-41.742
3157401|Santa Cruz do Escalvado|-20.237|-42.817
3157500|Santa Efigênia de Minas|-18.823|-42.439
3157609|Santa Fé de Minas|-16.686|-45.41
3157658|Santa Helena de Minas|-16.971|-40.673
3157708|Santa Juliana|-19.311|-47.532
3157807|Santa Luzia|-19.755|-43.85
3157906|Santa Margarida|-20.384|-42.252
3158003|Santa Maria de Itabira|-19.443|-43.106
3158102|Santa Maria do Salto|-16.248|-40.151
3158201|Santa Maria do Suaçuí|-18.19|-42.414
3158300|Santana da Vargem|-21.245|-45.501
3158409|Santana de Cataguases|-21.289|-42.552
3158508|Santana de Pirapama|-18.996|-44.041
3158607|Santana do Deserto|-21.951|-43.158
3158706|Santana do Garambéu|-21.598|-44.105
3158805|Santana do Jacaré|-20.901|-45.129
3158904|Santana do Manhuaçu|-20.103|-41.928
3158953|Santana do Paraíso|-19.366|-42.545
3159001|Santana do Riacho|-19.166|-43.722
3159100|Santana dos Montes|-20.787|-43.695
3159209|Santa Rita de Caldas|-22.029|-46.339
3159308|Santa Rita de Jacutinga|-22.147|-44.098
3159357|Santa Rita de Minas|-19.876|-42.136
3159407|Santa Rita de Ibitipoca|-21.566|-43.916
3159506|Santa Rita do Itueto|-19.358|-41.382
3159605|Santa Rita do Sapucaí|-22.246|-45.703
3159704|Santa Rosa da Serra|-19.519|-45.961
3159803|Santa Vitória|-18.841|-50.121
3159902|Santo Antônio do Amparo|-20.943|-44.918
3160009|Santo Antônio do Aventureiro|-21.761|-42.812
3160108|Santo Antônio do Grama|-20.319|-42.605
3160207|Santo Antônio do Itambé|-18.461|-43.301
3160306|Santo Antônio do Jacinto|-16.533|-40.182
3160405|Santo Antônio do Monte|-20.085|-45.295
3160454|Santo Antônio do Retiro|-15.339|-42.617
3160504|Santo Antônio do Rio Abaixo|-19.237|-43.26
3160603|Santo Hipólito|-18.297|-44.223
3160702|Santos Dumont|-21.463|-43.55
3160801|São Bento Abade|-21.584|-45.07
3160900|São Brás do Suaçuí|-20.624|-43.952
3160959|São Domingos das Dores|-19.525|-42.011
3161007|São Domingos do Prata|-19.868|-42.971
3161056|São Félix de Minas|-18.596|-41.489
3161106|São Francisco|-15.951|-44.859
3161205|São Francisco de Paula|-20.704|-44.984
3161304|São Francisco de Sales|-19.861|-49.773
3161403|São Francisco do Glória|-20.792|-42.267
3161502|São Geraldo|-20.925|-42.836
3161601|São Geraldo da Piedade|-18.841|-42.287
3161650|São Geraldo do Baixio|-18.91|-41.363
3161700|São Gonçalo do Abaeté|-18.331|-45.827
3161809|São Gonçalo do Pará|-19.982|-44.859
3161908|São Gonçalo do Rio Abaixo|-19.822|-43.366
3162005|São Gonçalo do Sapucaí|-21.893|-45.589
3162104|São Gotardo|-19.309|-46.047
3162203|São João Batista do Glória|-20.635|-46.508
3162252|São João da Lagoa|-16.846|-44.351
3162302|São João da Mata|-21.928|-45.93
3162401|São João da Ponte|-15.927|-44.01
3162450|São João das Missões|-14.886|-44.092
3162500|São João del Rei|-21.131|-44.253
3162559|São João do Manhuaçu|-20.393|-42.153
3162575|São João do Manteninha|-18.723|-41.163
3162609|São João do Oriente|-19.338|-42.157
3162658|São João do Pacuí|-16.537|-44.513
3162708|São João do Paraíso|-15.317|-42.021
3162807|São João Evangelista|-18.548|-42.766
3162906|São João Nepomuceno|-21.538|-43.007
3162922|São Joaquim de Bicas|-20.048|-44.275
3162948|São José da Barra|-20.718|-46.313
3162955|São José da Lapa|-19.697|-43.959
3163003|São José da Safira|-18.324|-42.143
3163102|São José da Varginha|-19.701|-44.556
3163201|São José do Alegre|-22.324|-45.526
3163300|São José do Divino|-18.479|-41.391
3163409|São José do Goiabal|-19.921|-42.703
3163508|São José do Jacuri|-18.281|-42.673
3163607|São José do Mantimento|-20.006|-41.749
3163706|São Lourenço|-22.117|-45.051
3163805|São Miguel do Anta|-20.707|-42.717
3163904|São Pedro da União|-21.131|-46.612
3164001|São Pedro dos Ferros|-20.173|-42.525
3164100|São Pedro do Suaçuí|-18.361|-42.598
3164209|São Romão|-16.364|-45.075
3164308|São Roque de Minas|-20.249|-46.364
3164407|São Sebastião da Bela Vista|-22.158|-45.755
3164431|São Sebastião da Vargem Alegre|-19.748|-43.368
3164472|São Sebastião do Anta|-19.506|-41.985
3164506|São Sebastião do Maranhão|-18.087|-42.566
3164605|São Sebastião do Oeste|-20.276|-45.006
3164704|São Sebastião do Paraíso|-20.917|-46.984
3164803|São Sebastião do Rio Preto|-19.296|-43.176
3164902|São Sebastião do Rio Verde|-22.218|-44.976
3165008|São Tiago|-20.907|-44.51
3165107|São Tomás de Aquino|-20.779|-47.096
3165206|São Thomé das Letras|-21.722|-44.985
3165305|São Vicente de Minas|-21.704|-44.443
3165404|Sapucaí-Mirim|-22.741|-45.738
3165503|Sardoá|-18.783|-42.363
3165537|Sarzedo|-20.037|-44.145
3165552|Setubinha|-17.6|-42.159
3165560|Sem-Peixe|-20.101|-42.848
3165578|Senador Amaral|-22.587|-46.176
3165602|Senador Cortes|-21.799|-42.942
3165701|Senador Firmino|-20.916|-43.09
3165800|Senador José Bento|-22.163|-46.179
3165909|Senador Modestino Gonçalves|-17.947|-43.217
3166006|Senhora de Oliveira|-20.797|-43.339
3166105|Senhora do Porto|-18.891|-43.08
3166204|Senhora dos Remédios|-21.035|-43.581
3166303|Sericita|-20.475|-42.483
3166402|Seritinga|-21.913|-44.518
3166501|Serra Azul de Minas|-18.36|-43.167
3166600|Serra da Saudade|-19.445|-45.795
3166709|Serra dos Aimorés|-17.787|-40.245
3166808|Serra do Salitre|-19.108|-46.696
3166907|Serrania|-21.544|-46.042
3166956|Serranópolis de Minas|-15.818|-42.873
3167004|Serranos|-21.886|-44.513
3167103|Serro|-18.599|-43.374
3167202|Sete Lagoas|-19.457|-44.241
3167301|Silveirânia|-21.162|-43.213
3167400|Silvianópolis|-22.027|-45.839
3167509|Simão Pereira|-21.964|-43.309
3167608|Simonésia|-20.134|-42.009
3167707|Sobrália|-19.235|-42.1
3167806|Soledade de Minas|-22.055|-45.046
3167905|Tabuleiro|-21.363|-43.238
3168002|Taiobeiras|-15.811|-42.226
3168051|Taparuba|-19.762|-41.608
3168101|Tapira|-19.917|-46.826
3168200|Tapiraí|-19.894|-46.022
3168309|Taquaraçu de Minas|-19.665|-43.692
3168408|Tarumirim|-19.284|-42.01
3168507|Teixeiras|-20.656|-42.856
3168606|Teófilo Otoni|-17.86|-41.509
3168705|Timóteo|-19.581|-42.647
3168804|Tiradentes|-21.11|-44.174
3168903|Tiros|-19.004|-45.963
3169000|Tocantins|-21.177|-43.013
3169059|Tocos do Moji|-22.37|-46.097
3169109|Toledo|-22.742|-46.373
3169208|Tombos|-20.909|-42.023
3169307|Três Corações|-21.692|-45.251
3169356|Três Marias|-18.205|-45.247
3169406|Três Pontas|-21.369|-45.511
3169505|Tumiritinga|-18.984|-41.653
3169604|Tupaciguara|-18.587|-48.699
3169703|Turmalina|-17.283|-42.728
3169802|Turvolândia|-21.873|-45.786
3169901|Ubá|-21.12|-42.936
3170008|Ubaí|-16.288|-44.778
3170057|Ubaporanga|-19.635|-42.106
3170107|Uberaba|-19.747|-47.938
3170206|Uberlândia|-18.914|-48.275
3170305|Umburatiba|-17.255|-40.578
3170404|Unaí|-16.359|-46.902
3170438|União de Minas|-19.53|-50.338
3170479|Uruana de Minas|-16.063|-46.244
3170503|Urucânia|-20.352|-42.737
3170529|Urucuia|-16.124|-45.735
3170578|Vargem Alegre|-19.599|-42.295
3170602|Vargem Bonita|-20.333|-46.369
3170651|Vargem Grande do Rio Pardo|-15.399|-42.309
3170701|Varginha|-21.556|-45.436
3170750|Varjão de Minas|-18.374|-46.031
3170800|Várzea da Palma|-17.594|-44.723
3170909|Varzelândia|-15.699|-44.028
3171006|Vazante|-17.983|-46.909
3171030|Verdelândia|-15.585|-43.612
3171071|Veredinha|-17.397|-42.731
3171105|Veríssimo|-19.666|-48.312
3171154|Vermelho Novo|-20.041|-42.269
3171204|Vespasiano|-19.688|-43.924
3171303|Viçosa|-20.756|-42.874
3171402|Vieiras|-20.867|-42.24
3171501|Mathias Lobato|-18.59|-41.917
3171600|Virgem da Lapa|-16.807|-42.343
3171709|Virgínia|-22.326|-45.096
3171808|Virginópolis|-18.815|-42.702
3171907|Virgolândia|-18.474|-42.307
3172004|Visconde do Rio Branco|-21.013|-42.836
3172103|Volta Grande|-21.767|-42.538
3172202|Wenceslau Braz|-22.537|-45.363
3200102|Afonso Cláudio|-20.078|-41.126
3200136|Águia Branca|-18.985|-40.744
3200169|Água Doce do Norte|-18.548|-40.985
3200201|Alegre|-20.758|-41.538
3200300|Alfredo Chaves|-20.64|-40.754
3200359|Alto Rio Novo|-19.062|-41.021
3200409|Anchieta|-20.796|-40.642
3200508|Apiacá|-21.152|-41.569
3200607|Aracruz|-19.82|-40.276
3200706|Atílio Vivácqua|-20.913|-41.199
3200805|Baixo Guandu|-19.521|-41.011
3200904|Barra de São Francisco|-18.755|-40.897
3201001|Boa Esperança|-18.54|-40.303
3201100|Bom Jesus do Norte|-21.117|-41.673
3201159|Brejetuba|-20.14|-41.295
3201209|Cachoeiro de Itapemirim|-20.846|-41.12
3201308|Cariacica|-20.263|-40.416
3201407|Castelo|-20.603|-41.203
3201506|Colatina|-19.549|-40.627
3201605|Conceição da Barra|-18.588|-39.736
3201704|Conceição do Castelo|-20.364|-41.242
3201803|Divino de São Lourenço|-20.623|-41.694
3201902|Domingos Martins|-20.36|-40.659
3202009|Dores do Rio Preto|-20.693|-41.84
3202108|Ecoporanga|-18.37|-40.836
3202207|Fundão|-19.937|-40.408
3202256|Governador Lindenberg|-19.186|-40.447
3202306|Guaçuí|-20.767|-41.673
3202405|Guarapari|-20.677|-40.509
3202454|Ibatiba|-20.235|-41.509
3202504|Ibiraçu|-19.837|-40.373
3202553|Ibitirama|-20.547|-41.667
3202603|Iconha|-20.791|-40.813
3202652|Irupi|-20.35|-41.644
3202702|Itaguaçu|-19.802|-40.86
3202801|Itapemirim|-21.009|-40.831
3202900|Itarana|-19.875|-40.875
3203007|Iúna|-20.353|-41.533
3203056|Jaguaré|-18.907|-40.076
3203106|Jerônimo Monteiro|-20.799|-41.395
3203130|João Neiva|-19.758|-40.386
3203163|Laranja da Terra|-19.899|-41.062
3203205|Linhares|-19.395|-40.064
3203304|Mantenópolis|-18.859|-41.124
3203320|Marataízes|-21.04|-40.838
3203346|Marechal Floriano|-20.416|-40.67
3203353|Marilândia|-19.411|-40.546
3203403|Mimoso do Sul|-21.063|-41.361
3203502|Montanha|-18.13|-40.367
3203601|Mucurici|-18.096|-40.52
3203700|Muniz Freire|-20.465|-41.416
3203809|Muqui|-20.951|-41.346
3203908|Nova Venécia|-18.715|-40.405
3204005|Pancas|-19.223|-40.853
3204054|Pedro Canário|-18.3|-39.957
3204104|Pinheiros|-18.414|-40.217
3204203|Piúma|-20.833|-40.727
3204252|Ponto Belo|-18.125|-40.546
3204302|Presidente Kennedy|-21.096|-41.047
3204351|Rio Bananal|-19.272|-40.337
3204401|Rio Novo do Sul|-20.856|-40.939
3204500|Santa Leopoldina|-20.1|-40.527
3204559|Santa Maria de Jetibá|-20.025|-40.744
3204609|Santa Teresa|-19.936|-40.598
3204658|São Domingos do Norte|-19.145|-40.628
3204708|São Gabriel da Palha|-19.018|-40.536
3204807|São José do Calçado|-21.027|-41.664
3204906|São Mateus|-18.721|-39.858
3204955|São Roque do Canaã|-19.741|-40.653
3205002|Serra|-20.121|-40.307
3205010|Sooretama|-19.19|-40.097
3205036|Vargem Alta|-20.669|-41.018
3205069|Venda Nova do Imigrante|-20.327|-41.136
3205101|Viana|-20.383|-40.493
3205150|Vila Pavão|-18.609|-40.609
3205176|Vila Valério|-18.996|-40.385
3205200|Vila Velha|-20.342|-40.288
3205309|Vitória|-20.316|-40.313|1
3300100|Angra dos Reis|-23.001|-44.32
3300159|Aperibé|-21.625|-42.102
3300209|Araruama|-22.87|-42.333
3300225|Areal|-22.228|-43.112
3300233|Armação dos Búzios|-22.753|-41.885
3300258|Arraial do Cabo|-22.977|-42.027
3300308|Barra do Piraí|-22.471|-43.827
3300407|Barra Mansa|-22.548|-44.175
3300456|Belford Roxo|-22.764|-43.399
3300506|Bom Jardim|-22.154|-42.425
3300605|Bom Jesus do Itabapoana|-21.145|-41.682
3300704|Cabo Frio|-22.889|-42.029
3300803|Cachoeiras de Macacu|-22.466|-42.652
3300902|Cambuci|-21.569|-41.919
3300936|Carapebus|-22.182|-41.663
3300951|Comendador Levy Gasparian|-22.04|-43.214
3301009|Campos dos Goytacazes|-21.762|-41.318
3301108|Cantagalo|-21.98|-42.366
3301157|Cardoso Moreira|-21.485|-41.617
3301207|Carmo|-21.931|-42.605
3301306|Casimiro de Abreu|-22.481|-42.207
3301405|Conceição de Macabu|-22.083|-41.872
3301504|Cordeiro|-22.027|-42.365
3301603|Duas Barras|-22.054|-42.523
3301702|Duque de Caxias|-22.786|-43.305
3301801|Engenheiro Paulo de Frontin|-22.55|-43.683
3301850|Guapimirim|-22.535|-42.989
3301876|Iguaba Grande|-22.849|-42.23
3301900|Itaboraí|-22.756|-42.864
3302007|Itaguaí|-22.864|-43.78
3302056|Italva|-21.43|-41.701
3302106|Itaocara|-21.675|-42.076
3302205|Itaperuna|-21.2|-41.88
3302254|Itatiaia|-22.49|-44.568
3302270|Japeri|-22.643|-43.66
3302304|Laje do Muriaé|-21.209|-42.127
3302403|Macaé|-22.377|-41.785
3302452|Macuco|-21.981|-42.253
3302502|Magé|-22.663|-43.032
3302601|Mangaratiba|-22.959|-44.041
3302700|Maricá|-22.935|-42.825
3302809|Mendes|-22.524|-43.731
3302858|Mesquita|-22.803|-43.46
3302908|Miguel Pereira|-22.457|-43.48
3303005|Miracema|-21.415|-42.194
3303104|Natividade|-21.039|-41.97
3303203|Nilópolis|-22.806|-43.423
3303302|Niterói|-22.883|-43.103
3303401|Nova Friburgo|-22.293|-42.538
3303500|Nova Iguaçu|-22.756|-43.46
3303609|Paracambi|-22.608|-43.711
3303708|Paraíba do Sul|-22.159|-43.304
3303807|Paraty|-23.222|-44.718
3303856|Paty do Alferes|-22.431|-43.428
3303906|Petrópolis|-22.52|-43.193
3303955|Pinheiral|-22.517|-44.002
3304003|Piraí|-22.622|-43.908
3304102|Porciúncula|-20.963|-42.047
3304110|Porto Real|-22.418|-44.295
3304128|Quatis|-22.404|-44.26
3304144|Queimados|-22.71|-43.552
3304151|Quissamã|-22.103|-41.469
3304201|Resende|-22.471|-44.451
3304300|Rio Bonito|-22.718|-42.628
3304409|Rio Claro|-22.72|-44.142
3304508|Rio das Flores|-22.169|-43.586
3304524|Rio das Ostras|-22.517|-41.947
3304557|Rio de Janeiro|-22.913|-43.2|1
3304607|Santa Maria Madalena|-21.955|-42.01
3304706|Santo Antônio de Pádua|-21.541|-42.183
3304755|São Francisco de Itabapoana|-21.47|-41.109
3304805|São Fidélis|-21.655|-41.756
3304904|São Gonçalo|-22.827|-43.063
3305000|São João da Barra|-21.638|-41.045
3305109|São João de Meriti|-22.806|-43.373
3305133|São José de Ubá|-21.366|-41.951
3305158|São José do Vale do Rio Preto|-22.152|-42.933
3305208|São Pedro da Aldeia|-22.843|-42.103
3305307|São Sebastião do Alto|-21.958|-42.133
3305406|Sapucaia|-21.995|-42.914
3305505|Saquarema|-22.929|-42.51
3305554|Seropédica|-22.753|-43.715
3305604|Silva Jardim|-22.657|-42.396
3305703|Sumidouro|-22.049|-42.676
3305752|Tanguá|-22.742|-42.72
3305802|Teresópolis|-22.416|-42.975
3305901|Trajano de Moraes|-22.064|-42.064
3306008|Três Rios|-22.116|-43.218
3306107|Valença|-22.244|-43.713
3306156|Varre-Sai|-20.928|-41.87
3306206|Vassouras|-22.406|-43.669
3306305|Volta Redonda|-22.52|-44.1
3500105|Adamantina|-21.682|-51.074
3500204|Adolfo|-21.233|-49.645
3500303|Aguaí|-22.057|-46.974
3500402|Águas da Prata|-21.932|-46.718
3500501|Águas de Lindóia|-22.473|-46.631
3500550|Águas de Santa Bárbara|-22.881|-49.242
3500600|Águas de São Pedro|-22.598|-47.873
3500709|Agudos|-22.469|-48.986
3500758|Alambari|-23.55|-47.898
3500808|Alfredo Marcondes|-21.953|-51.414
3500907|Altair|-20.524|-49.057
3501004|Altinópolis|-21.021|-47.371
3501103|Alto Alegre|-21.581|-50.168
3501152|Alumínio|-23.531|-47.255
3501202|Álvares Florence|-20.32|-49.914
3501301|Álvares Machado|-22.076|-51.472
3501400|Álvaro de Carvalho|-22.084|-49.719
3501509|Alvinlândia|-22.444|-49.762
3501608|Americana|-22.737|-47.333
3501707|Américo Brasiliense|-21.729|-48.115
3501806|Américo de Campos|-20.299|-49.736
3501905|Amparo|-22.709|-46.772
3502002|Analândia|-22.129|-47.662
3502101|Andradina|-20.895|-51.379
3502200|Angatuba|-23.492|-48.414
3502309|Anhembi|-22.793|-48.134
3502408|Anhumas|-22.293|-51.389
3502507|Aparecida|-22.849|-45.233
3502606|Aparecida d'Oeste|-20.449|-50.883
3502705|Apiaí|-24.511|-48.844
3502754|Araçariguama|-23.437|-47.061
3502804|Araçatuba|-21.208|-50.44
3502903|Araçoiaba da Serra|-23.503|-47.617
3503000|Aramina|-20.088|-47.787
3503109|Arandu|-23.139|-49.049
3503158|Arapeí|-22.672|-44.444
3503208|Araraquara|-21.785|-48.178
3503307|Araras|-22.357|-47.384
3503356|Arco-Íris|-21.773|-50.466
3503406|Arealva|-22.031|-48.913
3503505|Areias|-22.579|-44.699
3503604|Areiópolis|-22.667|-48.668
3503703|Ariranha|-21.187|-48.79
3503802|Artur Nogueira|-22.573|-47.173
3503901|Arujá|-23.396|-46.32
3503950|Aspásia|-20.16|-50.728
3504008|Assis|-22.66|-50.418
3504107|Atibaia|-23.117|-46.556
3504206|Auriflama|-20.684|-50.557
3504305|Avaí|-22.151|-49.336
3504404|Avanhandava|-21.458|-49.951
3504503|Avaré|-23.107|-48.925
3504602|Bady Bassitt|-20.92|-49.438
3504701|Balbinos|-21.896|-49.362
3504800|Bálsamo|-20.735|-49.587
3504909|Bananal|-22.682|-44.328
3505005|Barão de Antonina|-23.628|-49.563
3505104|Barbosa|-21.266|-49.952
3505203|Bariri|-22.073|-48.744
3505302|Barra Bonita|-22.491|-48.558
3505351|Barra do Chapéu|-24.472|-49.024
3505401|Barra do Turvo|-24.759|-48.501
3505500|Barretos|-20.553|-48.57
3505609|Barrinha|-21.186|-48.164
3505708|Barueri|-23.506|-46.879
3505807|Bastos|-21.921|-50.736
3505906|Batatais|-20.893|-47.592
3506003|Bauru|-22.325|-49.087
3506102|Bebedouro|-20.949|-48.479
3506201|Bento de Abreu|-21.269|-50.814
3506300|Bernardino de Campos|-23.016|-49.468
3506359|Bertioga|-23.849|-46.14
3506409|Bilac|-21.404|-50.475
3506508|Birigui|-21.291|-50.343
3506607|Biritiba Mirim|-23.57|-46.041
3506706|Boa Esperança do Sul|-21.992|-48.391
3506805|Bocaina|-22.137|-48.523
3506904|Bofete|-23.105|-48.258
3507001|Boituva|-23.285|-47.679
3507100|Bom Jesus dos Perdões|-23.136|-46.468
3507159|Bom Sucesso de Itararé|-24.316|-49.145
3507209|Borá|-22.27|-50.541
3507308|Boracéia|-22.193|-48.781
3507407|Borborema|-21.621|-49.074
3507456|Borebi|-22.573|-48.971
3507506|Botucatu|-22.884|-48.444
3507605|Bragança Paulista|-22.953|-46.542
3507704|Braúna|-21.499|-50.318
3507753|Brejo Alegre|-21.165|-50.186
3507803|Brodowski|-20.985|-47.657
3507902|Brotas|-22.279|-48.125
3508009|Buri|-23.798|-48.596
3508108|Buritama|-21.066|-50.148
3508207|Buritizal|-20.191|-47.71
3508306|Cabrália Paulista|-22.458|-49.339
3508405|Cabreúva|-23.305|-47.136
3508504|Caçapava|-23.099|-45.708
3508603|Cachoeira Paulista|-22.666|-45.015
3508702|Caconde|-21.528|-46.644
3508801|Cafelândia|-21.803|-49.609
3508900|Caiabu|-22.013|-51.239
3509007|Caieiras|-23.361|-46.74
3509106|Caiuá|-21.832|-51.997
3509205|Cajamar|-23.355|-46.878
3509254|Cajati|-24.732|-48.122
3509304|Cajobi|-20.877|-48.806
3509403|Cajuru|-21.275|-47.303
3509452|Campina do Monte Alegre|-23.59|-48.476
3509502|Campinas|-22.905|-47.066
3509601|Campo Limpo Paulista|-23.208|-46.789
3509700|Campos do Jordão|-22.73|-45.583
3509809|Campos Novos Paulista|-22.602|-49.999
3509908|Cananéia|-25.014|-47.934
3509957|Canas|-22.7|-45.052
3510005|Cândido Mota|-22.747|-50.387
3510104|Cândido Rodrigues|-21.328|-48.633
3510153|Canitar|-23.004|-49.784
3510203|Capão Bonito|-24.011|-48.348
3510302|Capela do Alto|-23.468|-47.739
3510401|Capivari|-22.995|-47.507
3510500|Caraguatatuba|-23.613|-45.413
3510609|Carapicuíba|-23.523|-46.841
3510708|Cardoso|-20.08|-49.918
3510807|Casa Branca|-21.771|-47.085
3510906|Cássia dos Coqueiros|-21.28|-47.164
3511003|Castilho|-20.869|-51.488
3511102|Catanduva|-21.131|-48.977
3511201|Catiguá|-21.052|-49.062
3511300|Cedral|-20.901|-49.266
3511409|Cerqueira César|-23.038|-49.166
3511508|Cerquilho|-23.166|-47.746
3511607|Cesário Lange|-23.226|-47.955
3511706|Charqueada|-22.51|-47.776
3511904|Clementina|-21.56|-50.453
3512001|Colina|-20.711|-48.539
3512100|Colômbia|-20.177|-48.687
3512209|Conchal|-22.337|-47.173
3512308|Conchas|-23.015|-48.013
3512407|Cordeirópolis|-22.478|-47.452
3512506|Coroados|-21.352|-50.286
3512605|Coronel Macedo|-23.626|-49.31
3512704|Corumbataí|-22.221|-47.621
3512803|Cosmópolis|-22.642|-47.193
3512902|Cosmorama|-20.476|-49.783
3513009|Cotia|-23.602|-46.919
3513108|Cravinhos|-21.338|-47.732
3513207|Cristais Paulista|-20.404|-47.421
3513306|Cruzália|-22.737|-50.791
3513405|Cruzeiro|-22.573|-44.969
3513504|Cubatão|-23.891|-46.424
3513603|Cunha|-23.073|-44.958
3513702|Descalvado|-21.9|-47.618
3513801|Diadema|-23.681|-46.62
3513850|Dirce Reis|-20.464|-50.607
3513900|Divinolândia|-21.664|-46.736
3514007|Dobrada|-21.515|-48.394
3514106|Dois Córregos|-22.367|-48.382
3514205|Dolcinópolis|-20.124|-50.515
3514304|Dourado|-22.104|-48.318
3514403|Dracena|-21.484|-51.535
3514502|Duartina|-22.415|-49.408
3514601|Dumont|-21.232|-47.976
3514700|Echaporã|-22.433|-50.204
3514809|Eldorado|-24.528|-48.114
3514908|Elias Fausto|-23.043|-47.368
3514924|Elisiário|-21.168|-49.115
3514957|Embaúba|-20.98|-48.833
3515004|Embu das Artes|-23.644|-46.858
3515103|Embu-Guaçu|-23.83|-46.814
3515129|Emilianópolis|-21.831|-51.483
3515152|Engenheiro Coelho|-22.484|-47.211
3515186|Espírito Santo do Pinhal|-22.191|-46.748
3515194|Espírito Santo do Turvo|-22.692|-49.434
3515202|Estrela d'Oeste|-20.288|-50.405
3515301|Estrela do Norte|-22.486|-51.663
3515350|Euclides da Cunha Paulista|-22.555|-52.593
3515400|Fartura|-23.392|-49.512
3515509|Fernandópolis|-20.281|-50.247
3515608|Fernando Prestes|-21.266|-48.687
3515657|Fernão|-22.361|-49.519
3515707|Ferraz de Vasconcelos|-23.541|-46.371
3515806|Flora Rica|-21.673|-51.382
3515905|Floreal|-20.675|-50.151
3516002|Flórida Paulista|-21.613|-51.172
3516101|Florínea|-22.868|-50.681
3516200|Franca|-20.535|-47.404
3516309|Francisco Morato|-23.279|-46.745
3516408|Franco da Rocha|-23.323|-46.729
3516507|Gabriel Monteiro|-21.529|-50.557
3516606|Gália|-22.292|-49.55
3516705|Garça|-22.212|-49.655
3516804|Gastão Vidigal|-20.795|-50.191
3516853|Gavião Peixoto|-21.837|-48.496
3516903|General Salgado|-20.648|-50.364
3517000|Getulina|-21.796|-49.931
3517109|Glicério|-21.381|-50.212
3517208|Guaiçara|-21.619|-49.801
3517307|Guaimbê|-21.909|-49.899
3517406|Guaíra|-20.32|-48.312
3517505|Guapiaçu|-20.796|-49.217
3517604|Guapiara|-24.189|-48.529
3517703|Guará|-20.43|-47.824
3517802|Guaraçaí|-21.029|-51.212
3517901|Guaraci|-20.498|-48.939
3518008|Guarani d'Oeste|-20.075|-50.341
3518107|Guarantã|-21.894|-49.591
3518206|Guararapes|-21.254|-50.645
3518305|Guararema|-23.411|-46.037
3518404|Guaratinguetá|-22.808|-45.194
3518503|Guareí|-23.371|-48.184
3518602|Guariba|-21.359|-48.232
3518701|Guarujá|-23.989|-46.258
3518800|Guarulhos|-23.454|-46.533
3518859|Guatapará|-21.494|-48.036
3518909|Guzolândia|-20.647|-50.664
3519006|Herculândia|-22.004|-50.391
3519055|Holambra|-22.64|-47.049
3519071|Hortolândia|-22.853|-47.214
3519105|Iacanga|-21.89|-49.031
3519204|Iacri|-21.857|-50.693
3519253|Iaras|-22.868|-49.163
3519303|Ibaté|-21.958|-47.988
3519402|Ibirá|-21.083|-49.245
3519501|Ibirarema|-22.819|-50.074
3519600|Ibitinga|-21.756|-48.832
3519709|Ibiúna|-23.66|-47.223
3519808|Icém|-20.339|-49.191
3519907|Iepê|-22.66|-51.078
3520004|Igaraçu do Tietê|-22.509|-48.56
3520103|Igarapava|-20.041|-47.747
3520202|Igaratá|-23.204|-46.157
3520301|Iguape|-24.699|-47.554
3520400|Ilhabela|-23.779|-45.355
3520426|Ilha Comprida|-24.731|-47.538
3520442|Ilha Solteira|-20.433|-51.343
3520509|Indaiatuba|-23.082|-47.21
3520608|Indiana|-22.174|-51.255
3520707|Indiaporã|-19.979|-50.291
3520806|Inúbia Paulista|-21.77|-50.963
3520905|Ipaussu|-23.058|-49.628
3521002|Iperó|-23.351|-47.693
3521101|Ipeúna|-22.436|-47.715
3521150|Ipiguá|-20.656|-49.384
3521200|Iporanga|-24.585|-48.597
3521309|Ipuã|-20.444|-48.013
3521408|Iracemápolis|-22.583|-47.523
3521507|Irapuã|-21.277|-49.416
3521606|Irapuru|-21.568|-51.347
3521705|Itaberá|-23.864|-49.14
3521804|Itaí|-23.421|-49.092
3521903|Itajobi|-21.312|-49.063
3522000|Itaju|-21.986|-48.812
3522109|Itanhaém|-24.174|-46.788
3522158|Itaoca|-24.639|-48.841
3522208|Itapecerica da Serra|-23.716|-46.857
3522307|Itapetininga|-23.589|-48.048
3522406|Itapeva|-23.979|-48.876
3522505|Itapevi|-23.549|-46.933
3522604|Itapira|-22.436|-46.822
3522653|Itapirapuã Paulista|-24.572|-49.166
3522703|Itápolis|-21.594|-48.815
3522802|Itaporanga|-23.704|-49.482
3522901|Itapuí|-22.232|-48.72
3523008|Itapura|-20.642|-51.506
3523107|Itaquaquecetuba|-23.483|-46.346
3523206|Itararé|-24.108|-49.335
3523305|Itariri|-24.283|-47.174
3523404|Itatiba|-23.003|-46.846
3523503|Itatinga|-23.105|-48.616
3523602|Itirapina|-22.256|-47.817
3523701|Itirapuã|-20.642|-47.219
3523800|Itobi|-21.731|-46.974
3523909|Itu|-23.254|-47.293
3524006|Itupeva|-23.153|-47.059
3524105|Ituverava|-20.335|-47.79
3524204|Jaborandi|-20.688|-48.411
3524303|Jaboticabal|-21.252|-48.325
3524402|Jacareí|-23.298|-45.966
3524501|Jaci|-20.881|-49.58
3524600|Jacupiranga|-24.696|-48.006
3524709|Jaguariúna|-22.704|-46.985
3524808|Jales|-20.267|-50.549
3524907|Jambeiro|-23.252|-45.694
3525003|Jandira|-23.527|-46.902
3525102|Jardinópolis|-21.018|-47.761
3525201|Jarinu|-23.104|-46.728
3525300|Jaú|-22.294|-48.559
3525409|Jeriquara|-20.312|-47.592
3525508|Joanópolis|-22.927|-46.274
3525607|João Ramalho|-22.247|-50.769
3525706|José Bonifácio|-21.055|-49.689
3525805|Júlio Mesquita|-22.011|-49.787
3525854|Jumirim|-23.088|-47.787
3525904|Jundiaí|-23.185|-46.897
3526001|Junqueirópolis|-21.51|-51.434
3526100|Juquiá|-24.31|-47.643
3526209|Juquitiba|-23.924|-47.065
3526308|Lagoinha|-23.085|-45.194
3526407|Laranjal Paulista|-23.051|-47.837
3526506|Lavínia|-21.164|-51.041
3526605|Lavrinhas|-22.57|-44.902
3526704|Leme|-22.181|-47.384
3526803|Lençóis Paulista|-22.603|-48.804
3526902|Limeira|-22.566|-47.397
3527009|Lindóia|-22.523|-46.65
3527108|Lins|-21.672|-49.753
3527207|Lorena|-22.733|-45.12
3527256|Lourdes|-20.966|-50.226
3527306|Louveira|-23.086|-46.948
3527405|Lucélia|-21.718|-51.022
3527504|Lucianópolis|-22.429|-49.522
3527603|Luís Antônio|-21.55|-47.78
3527702|Luiziânia|-21.674|-50.329
3527801|Lupércio|-22.415|-49.818
3527900|Lutécia|-22.338|-50.394
3528007|Macatuba|-22.5|-48.71
3528106|Macaubal|-20.802|-49.969
3528205|Macedônia|-20.144|-50.197
3528304|Magda|-20.645|-50.23
3528403|Mairinque|-23.54|-47.185
3528502|Mairiporã|-23.317|-46.59
3528601|Manduri|-23.006|-49.32
3528700|Marabá Paulista|-22.107|-51.962
3528809|Maracaí|-22.615|-50.671
3528858|Marapoama|-21.259|-49.13
3528908|Mariápolis|-21.796|-51.182
3529005|Marília|-22.217|-49.95
3529104|Marinópolis|-20.439|-50.825
3529203|Martinópolis|-22.146|-51.171
3529302|Matão|-21.602|-48.364
3529401|Mauá|-23.668|-46.461
3529500|Mendonça|-21.176|-49.579
3529609|Meridiano|-20.358|-50.181
3529658|Mesópolis|-19.968|-50.633
3529708|Miguelópolis|-20.18|-48.031
3529807|Mineiros do Tietê|-22.412|-48.451
3529906|Miracatu|-24.277|-47.462
3530003|Mira Estrela|-19.979|-50.139
3530102|Mirandópolis|-21.131|-51.103
3530201|Mirante do Paranapanema|-22.29|-51.908
3530300|Mirassol|-20.817|-49.521
3530409|Mirassolândia|-20.618|-49.462
3530508|Mococa|-21.465|-47.002
3530607|Mogi das Cruzes|-23.521|-46.185
3530706|Mogi Guaçu|-22.367|-46.943
3530805|Mogi Mirim|-22.433|-46.953
3530904|Mombuca|-22.928|-47.559
3531001|Monções|-20.851|-50.097
3531100|Mongaguá|-24.081|-46.627
3531209|Monte Alegre do Sul|-22.682|-46.681
3531308|Monte Alto|-21.265|-48.497
3531407|Monte Aprazível|-20.768|-49.718
3531506|Monte Azul Paulista|-20.907|-48.639
3531605|Monte Castelo|-21.298|-51.568
3531704|Monteiro Lobato|-22.954|-45.841
3531803|Monte Mor|-22.945|-47.312
3531902|Morro Agudo|-20.729|-48.058
3532009|Morungaba|-22.881|-46.79
3532058|Motuca|-21.51|-48.154
3532108|Murutinga do Sul|-20.991|-51.277
3532157|Nantes|-22.616|-51.24
3532207|Narandiba|-22.406|-51.527
3532306|Natividade da Serra|-23.371|-45.447
3532405|Nazaré Paulista|-23.175|-46.398
3532504|Neves Paulista|-20.843|-49.636
3532603|Nhandeara|-20.695|-50.044
3532702|Nipoã|-20.911|-49.783
3532801|Nova Aliança|-21.016|-49.499
3532827|Nova Campina|-24.122|-48.902
3532843|Nova Canaã Paulista|-20.384|-50.948
3532868|Nova Castilho|-20.762|-50.348
3532900|Nova Europa|-21.776|-48.571
3533007|Nova Granada|-20.532|-49.312
3533106|Nova Guataporanga|-21.332|-51.645
3533205|Nova Independência|-21.103|-51.49
3533254|Novais|-20.989|-48.914
3533304|Nova Luzitânia|-20.856|-50.262
3533403|Nova Odessa|-22.783|-47.294
3533502|Novo Horizonte|-21.465|-49.223
3533601|Nuporanga|-20.73|-47.743
3533700|Ocauçu|-22.438|-49.922
3533809|Óleo|-22.944|-49.342
3533908|Olímpia|-20.737|-48.911
3534005|Onda Verde|-20.604|-49.293
3534104|Oriente|-22.155|-50.097
3534203|Orindiúva|-20.186|-49.346
3534302|Orlândia|-20.717|-47.885
3534401|Osasco|-23.532|-46.792
3534500|Oscar Bressane|-22.315|-50.281
3534609|Osvaldo Cruz|-21.797|-50.879
3534708|Ourinhos|-22.98|-49.87
3534757|Ouroeste|-20.006|-50.377
3534807|Ouro Verde|-21.487|-51.702
3534906|Pacaembu|-21.563|-51.265
3535002|Palestina|-20.39|-49.431
3535101|Palmares Paulista|-21.085|-48.804
3535200|Palmeira d'Oeste|-20.415|-50.763
3535309|Palmital|-22.786|-50.218
3535408|Panorama|-21.354|-51.856
3535507|Paraguaçu Paulista|-22.411|-50.573
3535606|Paraibuna|-23.387|-45.664
3535705|Paraíso|-21.016|-48.776
3535804|Paranapanema|-23.386|-48.721
3535903|Paranapuã|-20.105|-50.589
3536000|Parapuã|-21.779|-50.795
3536109|Pardinho|-23.084|-48.368
3536208|Pariquera-Açu|-24.715|-47.874
3536257|Parisi|-20.303|-50.016
3536307|Patrocínio Paulista|-20.638|-47.28
3536406|Paulicéia|-21.315|-51.832
3536505|Paulínia|-22.754|-47.149
3536570|Paulistânia|-22.577|-49.401
3536604|Paulo de Faria|-20.03|-49.4
3536703|Pederneiras|-22.351|-48.778
3536802|Pedra Bela|-22.79|-46.446
3536901|Pedranópolis|-20.247|-50.113
3537008|Pedregulho|-20.253|-47.477
3537107|Pedreira|-22.741|-46.895
3537156|Pedrinhas Paulista|-22.817|-50.793
3537206|Pedro de Toledo|-24.276|-47.235
3537305|Penápolis|-21.415|-50.077
3537404|Pereira Barreto|-20.637|-51.112
3537503|Pereiras|-23.08|-47.972
3537602|Peruíbe|-24.312|-47.001
3537701|Piacatu|-21.592|-50.6
3537800|Piedade|-23.714|-47.426
3537909|Pilar do Sul|-23.808|-47.722
3538006|Pindamonhangaba|-22.925|-45.461
3538105|Pindorama|-21.185|-48.909
3538204|Pinhalzinho|-22.781|-46.59
3538303|Piquerobi|-21.875|-51.728
3538501|Piquete|-22.607|-45.187
3538600|Piracaia|-23.052|-46.359
3538709|Piracicaba|-22.734|-47.648
3538808|Piraju|-23.198|-49.38
3538907|Pirajuí|-21.999|-49.461
3539004|Pirangi|-21.089|-48.661
3539103|Pirapora do Bom Jesus|-23.396|-46.999
3539202|Pirapozinho|-22.271|-51.498
3539301|Pirassununga|-21.996|-47.426
3539400|Piratininga|-22.414|-49.134
3539509|Pitangueiras|-21.013|-48.221
3539608|Planalto|-21.034|-49.933
3539707|Platina|-22.637|-50.21
3539806|Poá|-23.533|-46.347
3539905|Poloni|-20.783|-49.826
3540002|Pompéia|-22.107|-50.176
3540101|Pongaí|-21.74|-49.36
3540200|Pontal|-21.022|-48.042
3540259|Pontalinda|-20.44|-50.526
3540309|Pontes Gestal|-20.173|-49.706
3540408|Populina|-19.945|-50.538
3540507|Porangaba|-23.176|-48.12
3540606|Porto Feliz|-23.209|-47.525
3540705|Porto Ferreira|-21.85|-47.487
3540754|Potim|-22.834|-45.255
3540804|Potirendaba|-21.043|-49.382
3540853|Pracinha|-21.85|-51.087
3540903|Pradópolis|-21.363|-48.068
3541000|Praia Grande|-24.008|-46.412
3541059|Pratânia|-22.811|-48.664
3541109|Presidente Alves|-22.1|-49.438
3541208|Presidente Bernardes|-22.008|-51.556
3541307|Presidente Epitácio|-21.765|-52.111
3541406|Presidente Prudente|-22.121|-51.392
3541505|Presidente Venceslau|-21.873|-51.845
3541604|Promissão|-21.536|-49.86
3541653|Quadra|-23.299|-48.055
3541703|Quatá|-22.246|-50.697
3541802|Queiroz|-21.797|-50.242
3541901|Queluz|-22.531|-44.778
3542008|Quintana|-22.069|-50.307
3542107|Rafard|-23.011|-47.532
3542206|Rancharia|-22.227|-50.893
3542305|Redenção da Serra|-23.264|-45.542
3542404|Regente Feijó|-22.218|-51.306
3542503|Reginópolis|-21.891|-49.227
3542602|Registro|-24.498|-47.845
3542701|Restinga|-20.606|-47.483
3542800|Ribeira|-24.652|-49.004
3542909|Ribeirão Bonito|-22.069|-48.182
3543006|Ribeirão Branco|-24.221|-48.764
3543105|Ribeirão Corrente|-20.458|-47.59
3543204|Ribeirão do Sul|-22.789|-49.933
3543238|Ribeirão dos Índios|-21.838|-51.61
3543253|Ribeirão Grande|-24.101|-48.368
3543303|Ribeirão Pires|-23.707|-46.406
3543402|Ribeirão Preto|-21.17|-47.81
3543501|Riversul|-23.829|-49.429
3543600|Rifaina|-20.08|-47.429
3543709|Rincão|-21.589|-48.073
3543808|Rinópolis|-21.728|-50.724
3543907|Rio Claro|-22.398|-47.555
3544004|Rio das Pedras|-22.842|-47.605
3544103|Rio Grande da Serra|-23.744|-46.397
3544202|Riolândia|-19.987|-49.684
3544251|Rosana|-22.578|-53.06
3544301|Roseira|-22.894|-45.307
3544400|Rubiácea|-21.301|-50.73
3544509|Rubinéia|-20.176|-51.007
3544608|Sabino|-21.459|-49.575
3544707|Sagres|-21.882|-50.959
3544806|Sales|-21.343|-49.49
3544905|Sales Oliveira|-20.77|-47.837
3545001|Salesópolis|-23.529|-45.846
3545100|Salmourão|-21.627|-50.861
3545159|Saltinho|-22.844|-47.675
3545209|Salto|-23.2|-47.293
3545308|Salto de Pirapora|-23.647|-47.574
3545407|Salto Grande|-22.889|-49.983
3545506|Sandovalina|-22.455|-51.765
3545605|Santa Adélia|-21.243|-48.806
3545704|Santa Albertina|-20.031|-50.73
3545803|Santa Bárbara d'Oeste|-22.755|-47.414
3546009|Santa Branca|-23.393|-45.888
3546108|Santa Clara d'Oeste|-20.09|-50.949
3546207|Santa Cruz da Conceição|-22.14|-47.451
3546256|Santa Cruz da Esperança|-21.295|-47.43
3546306|Santa Cruz das Palmeiras|-21.823|-47.248
3546405|Santa Cruz do Rio Pardo|-22.899|-49.635
3546504|Santa Ernestina|-21.462|-48.395
3546603|Santa Fé do Sul|-20.208|-50.932
3546702|Santa Gertrudes|-22.457|-47.527
3546801|Santa Isabel|-23.317|-46.224
3546900|Santa Lúcia|-21.685|-48.089
3547007|Santa Maria da Serra|-22.566|-48.159
3547106|Santa Mercedes|-21.349|-51.756
3547205|Santana da Ponte Pensa|-20.252|-50.801
3547304|Santana de Parnaíba|-23.444|-46.918
3547403|Santa Rita d'Oeste|-20.141|-50.836
3547502|Santa Rita do Passa Quatro|-21.708|-47.478
3547601|Santa Rosa de Viterbo|-21.478|-47.362
3547650|Santa Salete|-20.243|-50.689
3547700|Santo Anastácio|-21.975|-51.653
3547809|Santo André|-23.674|-46.543
3547908|Santo Antônio da Alegria|-21.086|-47.146
3548005|Santo Antônio de Posse|-22.603|-46.919
3548054|Santo Antônio do Aracanguá|-20.933|-50.498
3548104|Santo Antônio do Jardim|-22.112|-46.684
3548203|Santo Antônio do Pinhal|-22.827|-45.663
3548302|Santo Expedito|-21.847|-51.393
3548401|Santópolis do Aguapeí|-21.638|-50.504
3548500|Santos|-23.953|-46.335
3548609|São Bento do Sapucaí|-22.684|-45.729
3548708|São Bernardo do Campo|-23.691|-46.565
3548807|São Caetano do Sul|-23.623|-46.555
3548906|São Carlos|-22.017|-47.886
3549003|São Francisco|-20.362|-50.695
3549102|São João da Boa Vista|-21.971|-46.794
3549201|São João das Duas Pontes|-20.388|-50.379
3549250|São João de Iracema|-20.511|-50.356
3549300|São João do Pau d'Alho|-21.266|-51.667
3549409|São Joaquim da Barra|-20.581|-47.859
3549508|São José da Bela Vista|-20.593|-47.642
3549607|São José do Barreiro|-22.641|-44.577
3549706|São José do Rio Pardo|-21.595|-46.887
3549805|São José do Rio Preto|-20.811|-49.376
3549904|São José dos Campos|-23.19|-45.884
3549953|São Lourenço da Serra|-23.849|-46.943
3550001|São Luiz do Paraitinga|-23.222|-45.311
3550100|São Manuel|-22.732|-48.572
3550209|São Miguel Arcanjo|-23.878|-47.993
3550308|São Paulo|-23.533|-46.639|1
3550407|São Pedro|-22.548|-47.91
3550506|São Pedro do Turvo|-22.745|-49.743
3550605|São Roque|-23.523|-47.136
3550704|São Sebastião|-23.795|-45.414
3550803|São Sebastião da Grama|-21.704|-46.821
3550902|São Simão|-21.473|-47.552
3551009|São Vicente|-23.957|-46.388
3551108|Sarapuí|-23.64|-47.825
3551207|Sarutaiá|-23.272|-49.476
3551306|Sebastianópolis do Sul|-20.652|-49.925
3551405|Serra Azul|-21.307|-47.56
3551504|Serrana|-21.204|-47.595
3551603|Serra Negra|-22.614|-46.703
3551702|Sertãozinho|-21.132|-47.987
3551801|Sete Barras|-24.382|-47.928
3551900|Severínia|-20.811|-48.805
3552007|Silveiras|-22.664|-44.852
3552106|Socorro|-22.59|-46.525
3552205|Sorocaba|-23.497|-47.445
3552304|Sud Mennucci|-20.687|-50.924
3552403|Sumaré|-22.82|-47.273
3552502|Suzano|-23.545|-46.311
3552551|Suzanápolis|-20.498|-51.027
3552601|Tabapuã|-20.96|-49.031
3552700|Tabatinga|-21.724|-48.69
3552809|Taboão da Serra|-23.602|-46.753
3552908|Taciba|-22.387|-51.288
3553005|Taguaí|-23.445|-49.402
3553104|Taiaçu|-21.143|-48.511
3553203|Taiúva|-21.122|-48.453
3553302|Tambaú|-21.703|-47.27
3553401|Tanabi|-20.623|-49.656
3553500|Tapiraí|-23.961|-47.506
3553609|Tapiratiba|-21.471|-46.745
3553658|Taquaral|-21.074|-48.413
3553708|Taquaritinga|-21.405|-48.51
3553807|Taquarituba|-23.531|-49.241
3553856|Taquarivaí|-23.921|-48.695
3553906|Tarabai|-22.302|-51.562
3553955|Tarumã|-22.743|-50.579
3554003|Tatuí|-23.349|-47.846
3554102|Taubaté|-23.01|-45.559
3554201|Tejupá|-23.343|-49.372
3554300|Teodoro Sampaio|-22.53|-52.168
3554409|Terra Roxa|-20.787|-48.331
3554508|Tietê|-23.11|-47.716
3554607|Timburi|-23.206|-49.61
3554656|Torre de Pedra|-23.246|-48.196
3554706|Torrinha|-22.424|-48.173
3554755|Trabiju|-22.039|-48.334
3554805|Tremembé|-22.957|-45.547
3554904|Três Fronteiras|-20.234|-50.891
3554953|Tuiuti|-22.819|-46.694
3555000|Tupã|-21.933|-50.519
3555109|Tupi Paulista|-21.383|-51.575
3555208|Turiúba|-20.943|-50.114
3555307|Turmalina|-20.049|-50.479
3555356|Ubarana|-21.165|-49.72
3555406|Ubatuba|-23.433|-45.083
3555505|Ubirajara|-22.527|-49.661
3555604|Uchoa|-20.951|-49.171
3555703|União Paulista|-20.886|-49.903
3555802|Urânia|-20.245|-50.645
3555901|Uru|-21.787|-49.285
3556008|Urupês|-21.203|-49.293
3556107|Valentim Gentil|-20.422|-50.089
3556206|Valinhos|-22.97|-46.997
3556305|Valparaíso|-21.223|-50.87
3556354|Vargem|-22.887|-46.412
3556404|Vargem Grande do Sul|-21.832|-46.891
3556453|Vargem Grande Paulista|-23.599|-47.022
3556503|Várzea Paulista|-23.214|-46.823
3556602|Vera Cruz|-22.218|-49.821
3556701|Vinhedo|-23.03|-46.983
3556800|Viradouro|-20.873|-48.293
3556909|Vista Alegre do Alto|-21.169|-48.628
3556958|Vitória Brasil|-20.196|-50.487
3557006|Votorantim|-23.545|-47.439
3557105|Votuporanga|-20.424|-49.978
3557154|Zacarias|-21.051|-50.055
3557204|Chavantes|-23.037|-49.71
3557303|Estiva Gerbi|-22.271|-46.948
4100103|Abatiá|-23.305|-50.313
4100202|Adrianópolis|-24.661|-48.992
4100301|Agudos do Sul|-25.99|-49.334
4100400|Almirante Tamandaré|-25.319|-49.304
4100459|Altamira do Paraná|-24.798|-52.713
4100509|Altônia|-23.876|-53.896
4100608|Alto Paraná|-23.131|-52.319
4100707|Alto Piquiri|-24.022|-53.44
4100806|Alvorada do Sul|-22.781|-51.23
4100905|Amaporã|-23.094|-52.787
4101002|Ampére|-25.917|-53.469
4101051|Anahy|-24.645|-53.133
4101101|Andirá|-23.053|-50.23
4101150|Ângulo|-23.195|-51.915
4101200|Antonina|-25.439|-48.719
4101309|Antônio Olinto|-25.98|-50.197
4101408|Apucarana|-23.55|-51.464
4101507|Arapongas|-23.415|-51.426
4101606|Arapoti|-24.155|-49.828
4101655|Arapuã|-24.313|-51.786
4101705|Araruna|-23.931|-52.502
4101804|Araucária|-25.586|-49.405
4101853|Ariranha do Ivaí|-24.386|-51.584
4101903|Assaí|-23.37|-50.846
4102000|Assis Chateaubriand|-24.417|-53.521
4102109|Astorga|-23.232|-51.667
4102208|Atalaia|-23.152|-52.055
4102307|Balsa Nova|-25.58|-49.629
4102406|Bandeirantes|-23.108|-50.37
4102505|Barbosa Ferraz|-24.033|-52.004
4102604|Barracão|-26.25|-53.632
4102703|Barra do Jacaré|-23.116|-50.184
4102752|Bela Vista da Caroba|-25.884|-53.672
4102802|Bela Vista do Paraíso|-22.994|-51.193
4102901|Bituruna|-26.161|-51.552
4103008|Boa Esperança|-24.247|-52.788
4103024|Boa Esperança do Iguaçu|-25.632|-53.211
4103040|Boa Ventura de São Roque|-24.869|-51.628
4103057|Boa Vista da Aparecida|-25.431|-53.412
4103107|Bocaiúva do Sul|-25.207|-49.114
4103156|Bom Jesus do Sul|-26.196|-53.596
4103206|Bom Sucesso|-23.706|-51.767
4103222|Bom Sucesso do Sul|-26.073|-52.835
4103305|Borrazópolis|-23.937|-51.587
4103354|Braganey|-24.817|-53.122
4103370|Brasilândia do Sul|-24.198|-53.528
4103404|Cafeara|-22.789|-51.714
4103453|Cafelândia|-24.619|-53.321
4103479|Cafezal do Sul|-23.901|-53.512
4103503|Califórnia|-23.657|-51.357
4103602|Cambará|-23.042|-50.075
4103701|Cambé|-23.277|-51.28
4103800|Cambira|-23.589|-51.579
4103909|Campina da Lagoa|-24.589|-52.798
4103958|Campina do Simão|-25.08|-51.824
4104006|Campina Grande do Sul|-25.304|-49.055
4104055|Campo Bonito|-25.029|-52.994
4104105|Campo do Tenente|-25.98|-49.684
4104204|Campo Largo|-25.453|-49.529
4104253|Campo Magro|-25.369|-49.45
4104303|Campo Mourão|-24.046|-52.378
4104402|Cândido de Abreu|-24.565|-51.337
4104428|Candói|-25.576|-52.041
4104451|Cantagalo|-25.373|-52.12
4104501|Capanema|-25.669|-53.806
4104600|Capitão Leônidas Marques|-25.482|-53.611
4104659|Carambeí|-24.915|-50.099
4104709|Carlópolis|-23.427|-49.724
4104808|Cascavel|-24.957|-53.459
4104907|Castro|-24.789|-50.011
4105003|Catanduvas|-25.204|-53.155
4105102|Centenário do Sul|-22.819|-51.597
4105201|Cerro Azul|-26.089|-52.869
4105300|Céu Azul|-25.149|-53.842
4105409|Chopinzinho|-25.852|-52.517
4105508|Cianorte|-23.66|-52.605
4105607|Cidade Gaúcha|-23.377|-52.944
4105706|Clevelândia|-26.404|-52.351
4105805|Colombo|-25.293|-49.226
4105904|Colorado|-22.837|-51.974
4106001|Congonhinhas|-23.549|-50.557
4106100|Conselheiro Mairinck|-23.623|-50.171
4106209|Contenda|-25.679|-49.535
4106308|Corbélia|-24.797|-53.301
4106407|Cornélio Procópio|-23.183|-50.65
4106456|Coronel Domingos Soares|-26.228|-52.036
4106506|Coronel Vivida|-25.977|-52.564
4106555|Corumbataí do Sul|-24.101|-52.118
4106571|Cruzeiro do Iguaçu|-25.619|-53.129
4106605|Cruzeiro do Oeste|-23.78|-53.077
4106704|Cruzeiro do Sul|-22.962|-52.162
4106803|Cruz Machado|-26.017|-51.343
4106852|Cruzmaltina|-24.013|-51.456
4106902|Curitiba|-25.419|-49.265|1
4107009|Curiúva|-24.036|-50.458
4107108|Diamante do Norte|-22.655|-52.862
4107124|Diamante do Sul|-25.035|-52.677
4107157|Diamante D'Oeste|-24.942|-54.105
4107207|Dois Vizinhos|-25.741|-53.057
4107256|Douradina|-23.381|-53.292
4107306|Doutor Camargo|-23.558|-52.218
4107405|Enéas Marques|-25.945|-53.166
4107504|Engenheiro Beltrão|-23.797|-52.266
4107520|Esperança Nova|-23.724|-53.811
4107538|Entre Rios do Oeste|-24.704|-54.239
4107546|Espigão Alto do Iguaçu|-25.422|-52.835
4107553|Farol|-24.096|-52.622
4107603|Faxinal|-24.008|-51.323
4107652|Fazenda Rio Grande|-25.662|-49.307
4107702|Fênix|-23.913|-51.98
4107736|Fernandes Pinheiro|-25.411|-50.546
4107751|Figueira|-23.846|-50.403
4107801|Floraí|-23.318|-52.303
4107850|Flor da Serra do Sul|-26.252|-53.309
4107900|Floresta|-23.603|-52.081
4108007|Florestópolis|-22.862|-51.388
4108106|Flórida|-23.085|-51.955
4108205|Formosa do Oeste|-24.295|-53.311
4108304|Foz do Iguaçu|-25.543|-54.583
4108320|Francisco Alves|-24.067|-53.846
4108403|Francisco Beltrão|-26.082|-53.053
4108452|Foz do Jordão|-25.737|-52.119
4108502|General Carneiro|-26.425|-51.317
4108551|Godoy Moreira|-24.173|-51.925
4108601|Goioerê|-24.183|-53.025
4108650|Goioxim|-25.193|-51.991
4108700|Grandes Rios|-24.147|-51.509
4108809|Guaíra|-24.085|-54.257
4108908|Guairaçá|-22.932|-52.691
4108957|Guamiranga|-25.191|-50.802
4109005|Guapirama|-23.52|-50.041
4109104|Guaporema|-23.34|-52.779
4109203|Guaraci|-22.969|-51.65
4109302|Guaraniaçu|-25.097|-52.876
4109401|Guarapuava|-25.39|-51.462
4109500|Guaraqueçaba|-25.307|-48.32
4109609|Guaratuba|-25.882|-48.575
4109658|Honório Serpa|-26.139|-52.385
4109708|Ibaiti|-23.848|-50.193
4109757|Ibema|-25.119|-53.007
4109807|Ibiporã|-23.266|-51.052
4109906|Icaraíma|-23.394|-53.615
4110003|Iguaraçu|-23.195|-51.826
4110052|Iguatu|-24.715|-53.083
4110078|Imbaú|-24.448|-50.753
4110102|Imbituva|-25.229|-50.599
4110201|Inácio Martins|-25.57|-51.077
4110300|Inajá|-22.751|-52.2
4110409|Indianópolis|-23.476|-52.699
4110508|Ipiranga|-25.024|-50.579
4110607|Iporã|-24.008|-53.706
4110656|Iracema do Oeste|-24.426|-53.353
4110706|Irati|-25.47|-50.649
4110805|Iretama|-24.425|-52.101
4110904|Itaguajé|-22.618|-51.967
4110953|Itaipulândia|-25.137|-54.3
4111001|Itambaracá|-23.018|-50.41
4111100|Itambé|-23.66|-51.991
4111209|Itapejara d'Oeste|-25.962|-52.815
4111258|Itaperuçu|-25.219|-49.345
4111308|Itaúna do Sul|-22.729|-52.887
4111407|Ivaí|-25.007|-50.857
4111506|Ivaiporã|-24.248|-51.675
4111555|Ivaté|-23.407|-53.369
4111605|Ivatuba|-23.619|-52.22
4111704|Jaboti|-23.744|-50.073
4111803|Jacarezinho|-23.159|-49.974
4111902|Jaguapitã|-23.11|-51.534
4112009|Jaguariaíva|-24.244|-49.707
4112108|Jandaia do Sul|-23.601|-51.645
4112207|Janiópolis|-24.14|-52.778
4112306|Japira|-23.814|-50.142
4112405|Japurá|-23.469|-52.556
4112504|Jardim Alegre|-24.181|-51.69
4112603|Jardim Olinda|-22.552|-52.05
4112702|Jataizinho|-23.258|-50.978
4112751|Jesuítas|-24.384|-53.385
4112801|Joaquim Távora|-23.499|-49.909
4112900|Jundiaí do Sul|-23.436|-50.25
4112959|Juranda|-24.421|-52.841
4113007|Jussara|-23.622|-52.469
4113106|Kaloré|-23.819|-51.669
4113205|Lapa|-25.767|-49.717
4113254|Laranjal|-24.886|-52.47
4113304|Laranjeiras do Sul|-25.408|-52.411
4113403|Leópolis|-23.082|-50.751
4113429|Lidianópolis|-24.11|-51.651
4113452|Lindoeste|-25.26|-53.573
4113502|Loanda|-22.923|-53.136
4113601|Lobato|-23.006|-51.952
4113700|Londrina|-23.304|-51.169
4113734|Luiziana|-24.285|-52.269
4113759|Lunardelli|-24.082|-51.737
4113809|Lupionópolis|-22.755|-51.66
4113908|Mallet|-25.881|-50.817
4114005|Mamborê|-24.317|-52.527
4114104|Mandaguaçu|-23.346|-52.094
4114203|Mandaguari|-23.545|-51.671
4114302|Mandirituba|-25.777|-49.328
4114351|Manfrinópolis|-26.144|-53.311
4114401|Mangueirinha|-25.942|-52.174
4114500|Manoel Ribas|-24.514|-51.666
4114609|Marechal Cândido Rondon|-24.557|-54.057
4114708|Maria Helena|-23.616|-53.205
4114807|Marialva|-23.484|-51.793
4114906|Marilândia do Sul|-23.742|-51.314
4115002|Marilena|-22.734|-53.04
4115101|Mariluz|-24.009|-53.143
4115200|Maringá|-23.421|-51.933
4115309|Mariópolis|-26.355|-52.553
4115358|Maripá|-24.42|-53.829
4115408|Marmeleiro|-26.147|-53.027
4115457|Marquinho|-25.112|-52.25
4115507|Marumbi|-23.706|-51.64
4115606|Matelândia|-25.25|-53.993
4115705|Matinhos|-25.824|-48.549
4115739|Mato Rico|-24.7|-52.145
4115754|Mauá da Serra|-23.899|-51.228
4115804|Medianeira|-25.298|-54.094
4115853|Mercedes|-24.454|-54.162
4115903|Mirador|-23.255|-52.776
4116000|Miraselva|-22.966|-51.485
4116059|Missal|-25.092|-54.248
4116109|Moreira Sales|-24.051|-53.01
4116208|Morretes|-25.474|-48.834
4116307|Munhoz de Melo|-23.149|-51.774
4116406|Nossa Senhora das Graças|-22.913|-51.798
4116505|Nova Aliança do Ivaí|-23.176|-52.603
4116604|Nova América da Colina|-23.331|-50.717
4116703|Nova Aurora|-24.529|-53.258
4116802|Nova Cantu|-24.672|-52.566
4116901|Nova Esperança|-23.182|-52.203
4116950|Nova Esperança do Sudoeste|-25.9|-53.262
4117008|Nova Fátima|-23.432|-50.566
4117057|Nova Laranjeiras|-25.305|-52.545
4117107|Nova Londrina|-22.764|-52.987
4117206|Nova Olímpia|-23.47|-53.09
4117214|Nova Santa Bárbara|-23.587|-50.76
4117222|Nova Santa Rosa|-24.469|-53.955
4117255|Nova Prata do Iguaçu|-25.631|-53.347
4117271|Nova Tebas|-24.438|-51.945
4117297|Novo Itacolomi|-23.763|-51.508
4117305|Ortigueira|-24.206|-50.919
4117404|Ourizona|-23.405|-52.196
4117453|Ouro Verde do Oeste|-24.793|-53.904
4117503|Paiçandu|-23.456|-52.046
4117602|Palmas|-26.484|-51.989
4117701|Palmeira|-25.426|-50.007
4117800|Palmital|-24.885|-52.203
4117909|Palotina|-24.287|-53.84
4118006|Paraíso do Norte|-23.282|-52.605
4118105|Paranacity|-22.93|-52.155
4118204|Paranaguá|-25.516|-48.523
4118303|Paranapoema|-22.641|-52.09
4118402|Paranavaí|-23.082|-52.462
4118451|Pato Bragado|-24.627|-54.227
4118501|Pato Branco|-26.229|-52.671
4118600|Paula Freitas|-26.21|-50.931
4118709|Paulo Frontin|-26.047|-50.83
4118808|Peabiru|-23.914|-52.343
4118857|Perobal|-23.895|-53.41
4118907|Pérola|-23.804|-53.683
4119004|Pérola d'Oeste|-25.828|-53.743
4119103|Piên|-26.096|-49.434
4119152|Pinhais|-25.443|-49.193
4119202|Pinhalão|-23.798|-50.054
4119251|Pinhal de São Bento|-26.032|-53.482
4119301|Pinhão|-25.694|-51.654
4119400|Piraí do Sul|-24.531|-49.943
4119509|Piraquara|-25.442|-49.062
4119608|Pitanga|-24.759|-51.76
4119657|Pitangueiras|-23.228|-51.587
4119707|Planaltina do Paraná|-23.01|-52.916
4119806|Planalto|-25.721|-53.764
4119905|Ponta Grossa|-25.092|-50.167
4119954|Pontal do Paraná|-25.674|-48.511
4120002|Porecatu|-22.754|-51.38
4120101|Porto Amazonas|-25.54|-49.895
4120150|Porto Barreiro|-25.548|-52.407
4120200|Porto Rico|-22.775|-53.268
4120309|Porto Vitória|-26.167|-51.231
4120333|Prado Ferreira|-23.036|-51.443
4120358|Pranchita|-26.021|-53.74
4120408|Presidente Castelo Branco|-23.278|-52.154
4120507|Primeiro de Maio|-22.852|-51.029
4120606|Prudentópolis|-25.211|-50.975
4120655|Quarto Centenário|-24.277|-53.076
4120705|Quatiguá|-23.567|-49.916
4120804|Quatro Barras|-25.367|-49.076
4120853|Quatro Pontes|-24.575|-53.976
4120903|Quedas do Iguaçu|-25.449|-52.91
4121000|Querência do Norte|-23.084|-53.483
4121109|Quinta do Sol|-23.853|-52.131
4121208|Quitandinha|-25.873|-49.497
4121257|Ramilândia|-25.119|-54.023
4121307|Rancho Alegre|-23.068|-50.914
4121356|Rancho Alegre D'Oeste|-24.306|-52.955
4121406|Realeza|-25.771|-53.526
4121505|Rebouças|-25.623|-50.688
4121604|Renascença|-26.159|-52.97
4121703|Reserva|-24.649|-50.847
4121752|Reserva do Iguaçu|-25.832|-52.027
4121802|Ribeirão Claro|-23.194|-49.76
4121901|Ribeirão do Pinhal|-23.409|-50.36
4122008|Rio Azul|-25.731|-50.798
4122107|Rio Bom|-23.761|-51.412
4122156|Rio Bonito do Iguaçu|-25.487|-52.529
4122172|Rio Branco do Ivaí|-24.324|-51.319
4122206|Rio Branco do Sul|-25.189|-49.312
4122305|Rio Negro|-26.095|-49.798
4122404|Rolândia|-23.31|-51.366
4122503|Roncador|-24.596|-52.272
4122602|Rondon|-23.412|-52.766
4122651|Rosário do Ivaí|-24.268|-51.272
4122701|Sabáudia|-23.316|-51.555
4122800|Salgado Filho|-26.178|-53.363
4122909|Salto do Itararé|-23.607|-49.635
4123006|Salto do Lontra|-25.781|-53.313
4123105|Santa Amélia|-23.265|-50.429
4123204|Santa Cecília do Pavão|-23.52|-50.783
4123303|Santa Cruz de Monte Castelo|-22.958|-53.295
4123402|Santa Fé|-23.04|-51.808
4123501|Santa Helena|-24.858|-54.336
4123600|Santa Inês|-22.638|-51.902
4123709|Santa Isabel do Ivaí|-23.003|-53.199
4123808|Santa Izabel do Oeste|-25.822|-53.48
4123824|Santa Lúcia|-25.41|-53.564
4123857|Santa Maria do Oeste|-24.938|-51.87
4123907|Santa Mariana|-23.146|-50.517
4123956|Santa Mônica|-23.108|-53.11
4124004|Santana do Itararé|-23.759|-49.629
4124020|Santa Tereza do Oeste|-25.054|-53.627
4124053|Santa Terezinha de Itaipu|-25.439|-54.402
4124103|Santo Antônio da Platina|-23.296|-50.081
4124202|Santo Antônio do Caiuá|-22.735|-52.344
4124301|Santo Antônio do Paraíso|-23.497|-50.645
4124400|Santo Antônio do Sudoeste|-26.074|-53.725
4124509|Santo Inácio|-22.696|-51.797
4124608|São Carlos do Ivaí|-23.316|-52.476
4124707|São Jerônimo da Serra|-23.722|-50.748
4124806|São João|-25.821|-52.725
4124905|São João do Caiuá|-22.854|-52.341
4125001|São João do Ivaí|-23.983|-51.822
4125100|São João do Triunfo|-25.683|-50.295
4125209|São Jorge d'Oeste|-25.709|-52.92
4125308|São Jorge do Ivaí|-23.434|-52.293
4125357|São Jorge do Patrocínio|-23.765|-53.882
4125407|São José da Boa Vista|-23.912|-49.658
4125456|São José das Palmeiras|-24.837|-54.057
4125506|São José dos Pinhais|-25.531|-49.203
4125555|São Manoel do Paraná|-23.394|-52.645
4125605|São Mateus do Sul|-25.868|-50.384
4125704|São Miguel do Iguaçu|-25.349|-54.24
4125753|São Pedro do Iguaçu|-24.937|-53.852
4125803|São Pedro do Ivaí|-23.863|-51.857
4125902|São Pedro do Paraná|-22.824|-53.224
4126009|São Sebastião da Amoreira|-23.466|-50.763
4126108|São Tomé|-23.535|-52.59
4126207|Sapopema|-23.908|-50.58
4126256|Sarandi|-23.444|-51.876
4126272|Saudade do Iguaçu|-25.692|-52.618
4126306|Sengés|-24.113|-49.462
4126355|Serranópolis do Iguaçu|-25.38|-54.052
4126405|Sertaneja|-23.036|-50.832
4126504|Sertanópolis|-23.057|-51.04
4126603|Siqueira Campos|-23.688|-49.83
4126652|Sulina|-25.707|-52.73
4126678|Tamarana|-23.72|-51.099
4126702|Tamboara|-23.204|-52.474
4126801|Tapejara|-23.732|-52.873
4126900|Tapira|-23.319|-53.068
4127007|Teixeira Soares|-25.37|-50.457
4127106|Telêmaco Borba|-24.325|-50.618
4127205|Terra Boa|-23.768|-52.447
4127304|Terra Rica|-22.711|-52.619
4127403|Terra Roxa|-24.157|-54.099
4127502|Tibagi|-24.515|-50.418
4127601|Tijucas do Sul|-25.931|-49.195
4127700|Toledo|-24.725|-53.741
4127809|Tomazina|-23.78|-49.95
4127858|Três Barras do Paraná|-25.419|-53.183
4127882|Tunas do Paraná|-24.973|-49.088
4127908|Tuneiras do Oeste|-23.865|-52.877
4127957|Tupãssi|-24.588|-53.511
4127965|Turvo|-25.044|-51.528
4128005|Ubiratã|-24.539|-52.986
4128104|Umuarama|-23.766|-53.32
4128203|União da Vitória|-26.227|-51.087
4128302|Uniflor|-23.087|-52.157
4128401|Uraí|-23.2|-50.794
4128500|Wenceslau Braz|-23.874|-49.803
4128534|Ventania|-24.246|-50.238
4128559|Vera Cruz do Oeste|-25.058|-53.877
4128609|Verê|-25.877|-52.905
4128625|Alto Paraíso|-26.115|-52.747
4128633|Doutor Ulysses|-24.567|-49.422
4128658|Virmond|-25.383|-52.199
4128708|Vitorino|-26.268|-52.784
4128807|Xambrê|-23.736|-53.488
4200051|Abdon Batista|-27.613|-51.023
4200101|Abelardo Luz|-26.572|-52.323
4200200|Agrolândia|-27.409|-49.822
4200309|Agronômica|-27.266|-49.708
4200408|Água Doce|-26.998|-51.553
4200507|Águas de Chapecó|-27.075|-52.981
4200556|Águas Frias|-26.879|-52.857
4200606|Águas Mornas|-27.696|-48.824
4200705|Alfredo Wagner|-27.7|-49.327
4200754|Alto Bela Vista|-27.433|-51.904
4200804|Anchieta|-26.538|-53.332
4200903|Angelina|-27.57|-48.988
4201000|Anita Garibaldi|-27.69|-51.127
4201109|Anitápolis|-27.901|-49.132
4201208|Antônio Carlos|-27.519|-48.766
4201257|Apiúna|-27.038|-49.389
4201273|Arabutã|-27.159|-52.142
4201307|Araquari|-26.375|-48.719
4201406|Araranguá|-28.936|-49.492
4201505|Armazém|-28.245|-49.022
4201604|Arroio Trinta|-26.926|-51.341
4201653|Arvoredo|-27.075|-52.454
4201703|Ascurra|-26.955|-49.378
4201802|Atalanta|-27.422|-49.779
4201901|Aurora|-27.31|-49.63
4201950|Balneário Arroio do Silva|-28.981|-49.424
4202008|Balneário Camboriú|-26.993|-48.635
4202057|Balneário Barra do Sul|-26.46|-48.612
4202073|Balneário Gaivota|-29.153|-49.584
4202081|Bandeirante|-26.77|-53.641
4202099|Barra Bonita|-26.654|-53.44
4202107|Barra Velha|-26.637|-48.693
4202131|Bela Vista do Toldo|-26.275|-50.466
4202156|Belmonte|-26.843|-53.576
4202206|Benedito Novo|-26.781|-49.359
4202305|Biguaçu|-27.496|-48.66
4202404|Blumenau|-26.916|-49.071
4202438|Bocaina do Sul|-27.745|-49.942
4202453|Bombinhas|-27.138|-48.515
4202503|Bom Jardim da Serra|-28.338|-49.637
4202537|Bom Jesus|-26.733|-52.392
4202578|Bom Jesus do Oeste|-26.693|-53.097
4202602|Bom Retiro|-27.799|-49.487
4202701|Botuverá|-27.201|-49.069
4202800|Braço do Norte|-28.268|-49.17
4202859|Braço do Trombudo|-27.359|-49.882
4202875|Brunópolis|-27.306|-50.868
4202909|Brusque|-27.098|-48.911
4203006|Caçador|-26.776|-51.012
4203105|Caibi|-27.074|-53.246
4203154|Calmon|-26.594|-51.095
4203204|Camboriú|-27.024|-48.65
4203253|Capão Alto|-27.939|-50.51
4203303|Campo Alegre|-26.195|-49.268
4203402|Campo Belo do Sul|-27.898|-50.76
4203501|Campo Erê|-26.393|-53.086
4203600|Campos Novos|-27.4|-51.228
4203709|Canelinha|-27.262|-48.766
4203808|Canoinhas|-26.177|-50.395
4203907|Capinzal|-27.347|-51.606
4203956|Capivari de Baixo|-28.45|-48.963
4204004|Catanduvas|-27.069|-51.66
4204103|Caxambu do Sul|-27.162|-52.881
4204152|Celso Ramos|-27.633|-51.335
4204178|Cerro Negro|-27.794|-50.867
4204194|Chapadão do Lageado|-27.59|-49.554
4204202|Chapecó|-27.1|-52.615
4204251|Cocal do Sul|-28.599|-49.334
4204301|Concórdia|-27.233|-52.026
4204350|Cordilheira Alta|-26.984|-52.606
4204400|Coronel Freitas|-26.906|-52.701
4204459|Coronel Martins|-26.511|-52.669
4204509|Corupá|-26.425|-49.246
4204558|Correia Pinto|-27.588|-50.361
4204608|Criciúma|-28.672|-49.373
4204707|Cunha Porã|-26.895|-53.166
4204756|Cunhataí|-26.971|-53.09
4204806|Curitibanos|-27.282|-50.582
4204905|Descanso|-26.827|-53.503
4205001|Dionísio Cerqueira|-26.265|-53.635
4205100|Dona Emma|-26.981|-49.726
4205159|Doutor Pedrinho|-26.717|-49.48
4205175|Entre Rios|-26.723|-52.559
4205191|Ermo|-28.987|-49.643
4205209|Erval Velho|-27.274|-51.443
4205308|Faxinal dos Guedes|-26.845|-52.26
4205357|Flor do Sertão|-26.781|-53.35
4205407|Florianópolis|-27.595|-48.548|1
4205431|Formosa do Sul|-26.645|-52.795
4205456|Forquilhinha|-28.745|-49.478
4205506|Fraiburgo|-27.023|-50.92
4205555|Frei Rogério|-27.175|-50.808
4205605|Galvão|-26.455|-52.688
4205704|Garopaba|-28.027|-48.619
4205803|Garuva|-26.029|-48.852
4205902|Gaspar|-26.934|-48.953
4206009|Governador Celso Ramos|-27.317|-48.558
4206108|Grão-Pará|-28.181|-49.225
4206207|Gravatal|-28.321|-49.043
4206306|Guabiruba|-27.081|-48.98
4206405|Guaraciaba|-26.604|-53.524
4206504|Guaramirim|-26.469|-49.003
4206603|Guarujá do Sul|-26.386|-53.53
4206652|Guatambú|-27.134|-52.789
4206702|Herval d'Oeste|-27.19|-51.492
4206751|Ibiam|-27.185|-51.235
4206801|Ibicaré|-27.088|-51.368
4206900|Ibirama|-27.055|-49.519
4207007|Içara|-28.713|-49.309
4207106|Ilhota|-26.902|-48.825
4207205|Imaruí|-28.334|-48.817
4207304|Imbituba|-28.228|-48.666
4207403|Imbuia|-27.491|-49.422
4207502|Indaial|-26.899|-49.235
4207577|Iomerê|-27.002|-51.244
4207601|Ipira|-27.404|-51.776
4207650|Iporã do Oeste|-26.985|-53.535
4207684|Ipuaçu|-26.635|-52.456
4207700|Ipumirim|-27.077|-52.129
4207759|Iraceminha|-26.822|-53.277
4207809|Irani|-27.029|-51.901
4207858|Irati|-26.654|-52.895
4207908|Irineópolis|-26.242|-50.796
4208005|Itá|-27.291|-52.321
4208104|Itaiópolis|-26.339|-49.909
4208203|Itajaí|-26.91|-48.67
4208302|Itapema|-27.086|-48.616
4208401|Itapiranga|-27.166|-53.717
4208450|Itapoá|-26.116|-48.618
4208500|Ituporanga|-27.41|-49.596
4208609|Jaborá|-27.178|-51.728
4208708|Jacinto Machado|-28.996|-49.762
4208807|Jaguaruna|-28.615|-49.03
4208906|Jaraguá do Sul|-26.485|-49.071
4208955|Jardinópolis|-26.719|-52.862
4209003|Joaçaba|-27.172|-51.511
4209102|Joinville|-26.305|-48.849
4209151|José Boiteux|-26.957|-49.629
4209177|Jupiá|-26.395|-52.73
4209201|Lacerdópolis|-27.258|-51.558
4209300|Lages|-27.815|-50.326
4209409|Laguna|-28.484|-48.777
4209458|Lajeado Grande|-26.858|-52.565
4209508|Laurentino|-27.217|-49.733
4209607|Lauro Müller|-28.386|-49.404
4209706|Lebon Régis|-26.928|-50.692
4209805|Leoberto Leal|-27.508|-49.279
4209854|Lindóia do Sul|-27.055|-52.069
4209904|Lontras|-27.168|-49.535
4210001|Luiz Alves|-26.715|-48.932
4210035|Luzerna|-27.13|-51.468
4210050|Macieira|-26.855|-51.37
4210100|Mafra|-26.116|-49.809
4210209|Major Gercino|-27.419|-48.949
4210308|Major Vieira|-26.371|-50.327
4210407|Maracajá|-28.846|-49.461
4210506|Maravilha|-26.767|-53.174
4210555|Marema|-26.802|-52.626
4210605|Massaranduba|-26.611|-49.005
4210704|Matos Costa|-26.471|-51.15
4210803|Meleiro|-28.824|-49.638
4210852|Mirim Doce|-27.197|-50.079
4210902|Modelo|-26.773|-53.04
4211009|Mondaí|-27.101|-53.403
4211058|Monte Carlo|-27.224|-50.981
4211108|Monte Castelo|-26.461|-50.233
4211207|Morro da Fumaça|-28.651|-49.217
4211256|Morro Grande|-28.801|-49.721
4211306|Navegantes|-26.894|-48.655
4211405|Nova Erechim|-26.898|-52.907
4211454|Nova Itaberaba|-26.943|-52.814
4211504|Nova Trento|-27.278|-48.93
4211603|Nova Veneza|-28.634|-49.505
4211652|Novo Horizonte|-26.444|-52.828
4211702|Orleans|-28.349|-49.299
4211751|Otacílio Costa|-27.479|-50.123
4211801|Ouro|-27.338|-51.619
4211850|Ouro Verde|-26.692|-52.311
4211876|Paial|-27.254|-52.498
4211892|Painel|-27.923|-50.097
4211900|Palhoça|-27.645|-48.67
4212007|Palma Sola|-26.347|-53.277
4212056|Palmeira|-27.583|-50.158
4212106|Palmitos|-27.07|-53.159
4212205|Papanduva|-26.378|-50.142
4212239|Paraíso|-26.62|-53.672
4212254|Passo de Torres|-29.31|-49.722
4212270|Passos Maia|-26.783|-52.057
4212304|Paulo Lopes|-27.961|-48.686
4212403|Pedras Grandes|-28.434|-49.195
4212502|Penha|-26.775|-48.647
4212601|Peritiba|-27.375|-51.902
4212650|Pescaria Brava|-28.397|-48.886
4212700|Petrolândia|-27.535|-49.694
4212809|Balneário Piçarras|-26.764|-48.672
4212908|Pinhalzinho|-26.849|-52.991
4213005|Pinheiro Preto|-27.048|-51.224
4213104|Piratuba|-27.424|-51.767
4213153|Planalto Alegre|-27.07|-52.867
4213203|Pomerode|-26.738|-49.178
4213302|Ponte Alta|-27.483|-50.376
4213351|Ponte Alta do Norte|-27.159|-50.466
4213401|Ponte Serrada|-26.873|-52.011
4213500|Porto Belo|-27.159|-48.547
4213609|Porto União|-26.245|-51.076
4213708|Pouso Redondo|-27.257|-49.93
4213807|Praia Grande|-29.192|-49.953
4213906|Presidente Castello Branco|-27.222|-51.809
4214003|Presidente Getúlio|-27.047|-49.625
4214102|Presidente Nereu|-27.277|-49.389
4214151|Princesa|-26.444|-53.599
4214201|Quilombo|-26.726|-52.724
4214300|Rancho Queimado|-27.673|-49.019
4214409|Rio das Antas|-26.895|-51.067
4214508|Rio do Campo|-26.945|-50.136
4214607|Rio do Oeste|-27.195|-49.799
4214706|Rio dos Cedros|-26.74|-49.272
4214805|Rio do Sul|-27.216|-49.643
4214904|Rio Fortuna|-28.124|-49.107
4215000|Rio Negrinho|-26.259|-49.518
4215059|Rio Rufino|-27.859|-49.775
4215075|Riqueza|-27.065|-53.327
4215109|Rodeio|-26.924|-49.365
4215208|Romelândia|-26.681|-53.317
4215307|Salete|-26.98|-49.999
4215356|Saltinho|-26.605|-53.058
4215406|Salto Veloso|-26.903|-51.404
4215455|Sangão|-28.633|-49.132
4215505|Santa Cecília|-26.959|-50.425
4215554|Santa Helena|-26.937|-53.621
4215604|Santa Rosa de Lima|-28.033|-49.133
4215653|Santa Rosa do Sul|-29.131|-49.711
4215679|Santa Terezinha|-26.781|-50.009
4215687|Santa Terezinha do Progresso|-26.624|-53.2
4215695|Santiago do Sul|-26.639|-52.68
4215703|Santo Amaro da Imperatriz|-27.685|-48.781
4215752|São Bernardino|-26.474|-52.969
4215802|São Bento do Sul|-26.25|-49.383
4215901|São Bonifácio|-27.901|-48.933
4216008|São Carlos|-27.08|-53.004
4216057|São Cristovão do Sul|-27.267|-50.439
4216107|São Domingos|-26.555|-52.531
4216206|São Francisco do Sul|-26.258|-48.634
4216255|São João do Oeste|-27.098|-53.598
4216305|São João Batista|-27.277|-48.847
4216354|São João do Itaperiú|-26.621|-48.768
4216404|São João do Sul|-29.215|-49.809
4216503|São Joaquim|-28.289|-49.946
4216602|São José|-27.614|-48.637
4216701|São José do Cedro|-26.456|-53.495
4216800|São José do Cerrito|-27.66|-50.573
4216909|São Lourenço do Oeste|-26.356|-52.85
4217006|São Ludgero|-28.314|-49.181
4217105|São Martinho|-28.161|-48.987
4217154|São Miguel da Boa Vista|-26.687|-53.251
4217204|São Miguel do Oeste|-26.724|-53.516
4217253|São Pedro de Alcântara|-27.567|-48.805
4217303|Saudades|-26.932|-53.002
4217402|Schroeder|-26.412|-49.074
4217501|Seara|-27.156|-52.299
4217550|Serra Alta|-26.723|-53.041
4217600|Siderópolis|-28.596|-49.431
4217709|Sombrio|-29.108|-49.633
4217758|Sul Brasil|-26.735|-52.964
4217808|Taió|-27.121|-49.994
4217907|Tangará|-27.1|-51.247
4217956|Tigrinhos|-26.688|-53.154
4218004|Tijucas|-27.235|-48.632
4218103|Timbé do Sul|-28.829|-49.842
4218202|Timbó|-26.825|-49.269
4218251|Timbó Grande|-26.613|-50.661
4218301|Três Barras|-26.106|-50.32
4218350|Treviso|-28.51|-49.463
4218400|Treze de Maio|-28.554|-49.157
4218509|Treze Tílias|-27.003|-51.408
4218608|Trombudo Central|-27.303|-49.793
4218707|Tubarão|-28.471|-49.014
4218756|Tunápolis|-26.968|-53.642
4218806|Turvo|-28.927|-49.683
4218855|União do Oeste|-26.762|-52.854
4218905|Urubici|-28.016|-49.593
4218954|Urupema|-27.956|-49.873
4219002|Urussanga|-28.518|-49.324
4219101|Vargeão|-26.862|-52.155
4219150|Vargem|-27.487|-50.972
4219176|Vargem Bonita|-27.006|-51.74
4219200|Vidal Ramos|-27.389|-49.359
4219309|Videira|-27.009|-51.154
4219358|Vitor Meireles|-26.878|-49.833
4219408|Witmarsum|-26.927|-49.795
4219507|Xanxerê|-26.875|-52.404
4219606|Xavantina|-27.067|-52.343
4219705|Xaxim|-26.96|-52.537
4219853|Zortéa|-27.452|-51.552
4220000|Balneário Rincão|-28.831|-49.235
4300034|Aceguá|-31.866|-54.161
4300059|Água Santa|-28.167|-52.031
4300109|Agudo|-29.645|-53.252
4300208|Ajuricaba|-28.234|-53.776
4300307|Alecrim|-27.658|-54.765
4300406|Alegrete|-29.79|-55.795
4300455|Alegria|-27.834|-54.056
4300471|Almirante Tamandaré do Sul|-28.115|-52.914
4300505|Alpestre|-27.25|-53.034
4300554|Alto Alegre|-28.777|-52.989
4300570|Alto Feliz|-29.392|-51.312
4300604|Alvorada|-29.991|-51.081
4300638|Amaral Ferrador|-30.876|-52.251
4300646|Ametista do Sul|-27.361|-53.183
4300661|André da Rocha|-28.628|-51.58
4300703|Anta Gorda|-28.97|-52.01
4300802|Antônio Prado|-28.857|-51.288
4300851|Arambaré|-30.909|-51.505
4300877|Araricá|-29.617|-50.929
4300901|Aratiba|-27.398|-52.297
4301008|Arroio do Meio|-29.401|-51.956
4301057|Arroio do Sal|-29.544|-49.889
4301073|Arroio do Padre|-31.439|-52.425
4301107|Arroio dos Ratos|-30.087|-51.727
4301206|Arroio do Tigre|-29.335|-53.097
4301305|Arroio Grande|-32.233|-53.086
4301404|Arvorezinha|-28.874|-52.178
4301503|Augusto Pestana|-28.517|-53.988
4301552|Áurea|-27.694|-52.05
4301602|Bagé|-31.33|-54.1
4301636|Balneário Pinhal|-30.242|-50.234
4301651|Barão|-29.372|-51.495
4301701|Barão de Cotegipe|-27.621|-52.38
4301750|Barão do Triunfo|-30.389|-51.738
4301800|Barracão|-27.674|-51.459
4301859|Barra do Guarita|-27.193|-53.711
4301875|Barra do Quaraí|-30.203|-57.55
4301909|Barra do Ribeiro|-30.294|-51.301
4301925|Barra do Rio Azul|-27.407|-52.408
4301958|Barra Funda|-27.921|-53.039
4302006|Barros Cassal|-29.095|-52.584
4302055|Benjamin Constant do Sul|-27.509|-52.599
4302105|Bento Gonçalves|-29.166|-51.517
4302154|Boa Vista das Missões|-27.667|-53.31
4302204|Boa Vista do Buricá|-27.669|-54.108
4302220|Boa Vista do Cadeado|-28.579|-53.811
4302238|Boa Vista do Incra|-28.819|-53.391
4302253|Boa Vista do Sul|-29.354|-51.669
4302303|Bom Jesus|-28.67|-50.429
4302352|Bom Princípio|-29.486|-51.355
4302378|Bom Progresso|-27.54|-53.872
4302402|Bom Retiro do Sul|-29.607|-51.946
4302451|Boqueirão do Leão|-29.305|-52.428
4302501|Bossoroca|-28.729|-54.904
4302584|Bozano|-28.366|-53.772
4302600|Braga|-27.617|-53.74
4302659|Brochier|-29.55|-51.594
4302709|Butiá|-30.118|-51.96
4302808|Caçapava do Sul|-30.514|-53.483
4302907|Cacequi|-29.888|-54.822
4303004|Cachoeira do Sul|-30.033|-52.893
4303103|Cachoeirinha|-29.947|-51.102
4303202|Cacique Doble|-27.767|-51.66
4303301|Caibaté|-28.291|-54.645
4303400|Caiçara|-27.279|-53.426
4303509|Camaquã|-30.849|-51.804
4303558|Camargo|-28.588|-52.2
4303608|Cambará do Sul|-29.047|-50.147
4303673|Campestre da Serra|-28.793|-51.094
4303707|Campina das Missões|-27.989|-54.842
4303806|Campinas do Sul|-27.717|-52.625
4303905|Campo Bom|-29.675|-51.061
4304002|Campo Novo|-27.679|-53.805
4304101|Campos Borges|-28.887|-53.001
4304200|Candelária|-29.668|-52.789
4304309|Cândido Godói|-27.951|-54.752
4304358|Candiota|-31.552|-53.677
4304408|Canela|-29.356|-50.812
4304507|Canguçu|-31.396|-52.678
4304606|Canoas|-29.913|-51.186
4304614|Canudos do Vale|-29.327|-52.237
4304622|Capão Bonito do Sul|-28.125|-51.396
4304630|Capão da Canoa|-29.764|-50.028
4304655|Capão do Cipó|-28.931|-54.556
4304663|Capão do Leão|-31.756|-52.489
4304671|Capivari do Sul|-30.138|-50.515
4304689|Capela de Santana|-29.696|-51.328
4304697|Capitão|-29.267|-51.985
4304705|Carazinho|-28.296|-52.793
4304713|Caraá|-29.787|-50.432
4304804|Carlos Barbosa|-29.297|-51.503
4304853|Carlos Gomes|-27.717|-51.912
4304903|Casca|-28.561|-51.981
4304952|Caseiros|-28.258|-51.686
4305009|Catuípe|-28.255|-54.013
4305108|Caxias do Sul|-29.163|-51.179
4305116|Centenário|-27.762|-51.998
4305124|Cerrito|-31.842|-52.8
4305132|Cerro Branco|-29.657|-52.941
4305157|Cerro Grande|-27.611|-53.167
4305173|Cerro Grande do Sul|-30.59|-51.742
4305207|Cerro Largo|-28.146|-54.743
4305306|Chapada|-28.056|-53.066
4305355|Charqueadas|-29.962|-51.629
4305371|Charrua|-27.949|-52.015
4305405|Chiapetta|-27.923|-53.942
4305439|Chuí|-33.687|-53.459
4305447|Chuvisca|-30.75|-51.974
4305454|Cidreira|-30.16|-50.234
4305504|Ciríaco|-28.342|-51.874
4305587|Colinas|-29.395|-51.856
4305603|Colorado|-28.526|-52.993
4305702|Condor|-28.207|-53.49
4305801|Constantina|-27.732|-52.994
4305835|Coqueiro Baixo|-29.18|-52.094
4305850|Coqueiros do Sul|-28.119|-52.784
4305871|Coronel Barros|-28.392|-54.069
4305900|Coronel Bicaco|-27.72|-53.702
4305934|Coronel Pilar|-29.27|-51.685
4305959|Cotiporã|-28.989|-51.697
4305975|Coxilha|-28.128|-52.302
4306007|Crissiumal|-27.5|-54.099
4306056|Cristal|-31.005|-52.044
4306072|Cristal do Sul|-27.452|-53.242
4306106|Cruz Alta|-28.645|-53.605
4306130|Cruzaltense|-27.667|-52.652
4306205|Cruzeiro do Sul|-29.515|-51.993
4306304|David Canabarro|-28.385|-51.848
4306320|Derrubadas|-27.264|-53.864
4306353|Dezesseis de Novembro|-28.219|-55.062
4306379|Dilermando de Aguiar|-29.705|-54.212
4306403|Dois Irmãos|-29.584|-51.09
4306429|Dois Irmãos das Missões|-27.662|-53.53
4306452|Dois Lajeados|-28.983|-51.84
4306502|Dom Feliciano|-30.7|-52.103
4306551|Dom Pedro de Alcântara|-29.364|-49.853
4306601|Dom Pedrito|-30.976|-54.669
4306700|Dona Francisca|-29.619|-53.362
4306734|Doutor Maurício Cardoso|-27.51|-54.358
4306759|Doutor Ricardo|-29.084|-51.997
4306767|Eldorado do Sul|-30.085|-51.619
4306809|Encantado|-29.235|-51.87
4306908|Encruzilhada do Sul|-30.543|-52.52
4306924|Engenho Velho|-27.706|-52.914
4306932|Entre-Ijuís|-28.369|-54.269
4306957|Entre Rios do Sul|-27.53|-52.735
4306973|Erebango|-27.854|-52.3
4307005|Erechim|-27.636|-52.27
4307054|Ernestina|-28.498|-52.584
4307104|Herval|-32.024|-53.394
4307203|Erval Grande|-27.393|-52.574
4307302|Erval Seco|-27.544|-53.501
4307401|Esmeralda|-28.052|-51.193
4307450|Esperança do Sul|-27.36|-53.989
4307500|Espumoso|-28.729|-52.846
4307559|Estação|-27.913|-52.264
4307609|Estância Velha|-29.654|-51.184
4307708|Esteio|-29.852|-51.184
4307807|Estrela|-29.5|-51.95
4307815|Estrela Velha|-29.171|-53.164
4307831|Eugênio de Castro|-28.532|-54.151
4307864|Fagundes Varela|-28.879|-51.701
4307906|Farroupilha|-29.223|-51.342
4308003|Faxinal do Soturno|-29.579|-53.448
4308052|Faxinalzinho|-27.424|-52.679
4308078|Fazenda Vilanova|-29.588|-51.822
4308102|Feliz|-29.453|-51.303
4308201|Flores da Cunha|-29.026|-51.188
4308250|Floriano Peixoto|-27.861|-52.084
4308300|Fontoura Xavier|-28.982|-52.344
4308409|Formigueiro|-30.003|-53.496
4308433|Forquetinha|-29.383|-52.098
4308458|Fortaleza dos Valos|-28.799|-53.225
4308508|Frederico Westphalen|-27.359|-53.396
4308607|Garibaldi|-29.259|-51.535
4308656|Garruchos|-28.194|-55.638
4308706|Gaurama|-27.586|-52.092
4308805|General Câmara|-29.903|-51.761
4308854|Gentil|-28.432|-52.034
4308904|Getúlio Vargas|-27.891|-52.229
4309001|Giruá|-28.03|-54.352
4309050|Glorinha|-29.88|-50.773
4309100|Gramado|-29.373|-50.876
4309126|Gramado dos Loureiros|-27.443|-52.915
4309159|Gramado Xavier|-29.271|-52.58
4309209|Gravataí|-29.941|-50.987
4309258|Guabiju|-28.542|-51.695
4309308|Guaíba|-30.109|-51.323
4309407|Guaporé|-28.84|-51.889
4309506|Guarani das Missões|-28.149|-54.563
4309555|Harmonia|-29.546|-51.419
4309571|Herveiras|-29.455|-52.655
4309605|Horizontina|-27.628|-54.305
4309654|Hulha Negra|-31.407|-53.867
4309704|Humaitá|-27.569|-53.969
4309753|Ibarama|-29.42|-53.13
4309803|Ibiaçá|-28.057|-51.86
4309902|Ibiraiaras|-28.374|-51.638
4309951|Ibirapuitã|-28.625|-52.516
4310009|Ibirubá|-28.63|-53.096
4310108|Igrejinha|-29.569|-50.792
4310207|Ijuí|-28.388|-53.92
4310306|Ilópolis|-28.928|-52.126
4310330|Imbé|-29.975|-50.128
4310363|Imigrante|-29.351|-51.775
4310405|Independência|-27.835|-54.189
4310413|Inhacorá|-27.875|-54.015
4310439|Ipê|-28.817|-51.286
4310462|Ipiranga do Sul|-27.94|-52.427
4310504|Iraí|-27.195|-53.254
4310538|Itaara|-29.601|-53.773
4310553|Itacurubi|-28.791|-55.245
4310579|Itapuca|-28.777|-52.169
4310603|Itaqui|-29.131|-56.551
4310652|Itati|-29.497|-50.102
4310702|Itatiba do Sul|-27.385|-52.454
4310751|Ivorá|-29.523|-53.584
4310801|Ivoti|-29.599|-51.153
4310850|Jaboticaba|-27.635|-53.276
4310876|Jacuizinho|-29.04|-53.066
4310900|Jacutinga|-27.729|-52.537
4311007|Jaguarão|-32.56|-53.377
4311106|Jaguari|-29.494|-54.703
4311122|Jaquirana|-28.881|-50.364
4311130|Jari|-29.292|-54.224
4311155|Jóia|-28.643|-54.114
4311205|Júlio de Castilhos|-29.23|-53.677
4311239|Lagoa Bonita do Sul|-29.494|-53.017
4311254|Lagoão|-29.235|-52.8
4311270|Lagoa dos Três Cantos|-28.568|-52.862
4311304|Lagoa Vermelha|-28.209|-51.525
4311403|Lajeado|-29.459|-51.964
4311429|Lajeado do Bugre|-27.691|-53.182
4311502|Lavras do Sul|-30.807|-53.893
4311601|Liberato Salzano|-27.601|-53.075
4311627|Lindolfo Collor|-29.586|-51.214
4311643|Linha Nova|-29.468|-51.2
4311700|Machadinho|-27.567|-51.667
4311718|Maçambará|-29.145|-56.067
4311734|Mampituba|-29.214|-49.931
4311759|Manoel Viana|-29.586|-55.484
4311775|Maquiné|-29.68|-50.208
4311791|Maratá|-29.546|-51.557
4311809|Marau|-28.45|-52.199
4311908|Marcelino Ramos|-27.468|-51.91
4311981|Mariana Pimentel|-30.353|-51.58
4312005|Mariano Moro|-27.357|-52.147
4312054|Marques de Souza|-29.331|-52.097
4312104|Mata|-29.565|-54.464
4312138|Mato Castelhano|-28.28|-52.193
4312153|Mato Leitão|-29.529|-52.128
4312179|Mato Queimado|-28.252|-54.616
4312203|Maximiliano de Almeida|-27.633|-51.802
4312252|Minas do Leão|-30.135|-52.042
4312302|Miraguaí|-27.497|-53.689
4312351|Montauri|-28.646|-52.077
4312377|Monte Alegre dos Campos|-28.68|-50.783
4312385|Monte Belo do Sul|-29.161|-51.633
4312401|Montenegro|-29.682|-51.468
4312427|Mormaço|-28.697|-52.7
4312443|Morrinhos do Sul|-29.358|-49.933
4312450|Morro Redondo|-31.589|-52.626
4312476|Morro Reuter|-29.538|-51.081
4312500|Mostardas|-31.105|-50.917
4312609|Muçum|-29.163|-51.871
4312617|Muitos Capões|-28.313|-51.184
4312625|Muliterno|-28.325|-51.77
4312658|Não-Me-Toque|-28.455|-52.818
4312674|Nicolau Vergueiro|-28.53|-52.468
4312708|Nonoai|-27.369|-52.776
4312757|Nova Alvorada|-28.682|-52.163
4312807|Nova Araçá|-28.654|-51.746
4312906|Nova Bassano|-28.729|-51.707
4312955|Nova Boa Vista|-27.993|-52.978
4313003|Nova Bréscia|-29.218|-52.032
4313011|Nova Candelária|-27.614|-54.107
4313037|Nova Esperança do Sul|-29.407|-54.829
4313060|Nova Hartz|-29.581|-50.905
4313086|Nova Pádua|-29.027|-51.31
4313102|Nova Palma|-29.471|-53.469
4313201|Nova Petrópolis|-29.374|-51.114
4313300|Nova Prata|-28.78|-51.611
4313334|Nova Ramada|-28.067|-53.699
4313359|Nova Roma do Sul|-28.988|-51.41
4313375|Nova Santa Rita|-29.852|-51.284
4313391|Novo Cabrais|-29.734|-52.949
4313409|Novo Hamburgo|-29.688|-51.133
4313425|Novo Machado|-27.576|-54.504
4313441|Novo Tiradentes|-27.565|-53.184
4313466|Novo Xingu|-27.749|-53.064
4313490|Novo Barreiro|-27.908|-53.11
4313508|Osório|-29.888|-50.267
4313607|Paim Filho|-27.707|-51.763
4313656|Palmares do Sul|-30.253|-50.51
4313706|Palmeira das Missões|-27.901|-53.313
4313805|Palmitinho|-27.36|-53.558
4313904|Panambi|-28.283|-53.502
4313953|Pantano Grande|-30.19|-52.373
4314001|Paraí|-28.596|-51.79
4314027|Paraíso do Sul|-29.672|-53.144
4314035|Pareci Novo|-29.637|-51.397
4314050|Parobé|-29.624|-50.831
4314068|Passa Sete|-29.458|-52.96
4314076|Passo do Sobrado|-29.748|-52.275
4314100|Passo Fundo|-28.258|-52.409
4314134|Paulo Bento|-27.705|-52.417
4314159|Paverama|-29.549|-51.734
4314175|Pedras Altas|-31.736|-53.581
4314209|Pedro Osório|-31.864|-52.818
4314308|Pejuçara|-28.428|-53.658
4314407|Pelotas|-31.765|-52.337
4314423|Picada Café|-29.446|-51.137
4314456|Pinhal|-27.508|-53.208
4314464|Pinhal da Serra|-27.875|-51.167
4314472|Pinhal Grande|-29.345|-53.321
4314498|Pinheirinho do Vale|-27.211|-53.608
4314506|Pinheiro Machado|-31.579|-53.38
4314548|Pinto Bandeira|-29.098|-51.45
4314555|Pirapó|-28.044|-55.2
4314605|Piratini|-31.447|-53.097
4314704|Planalto|-27.33|-53.057
4314753|Poço das Antas|-29.448|-51.672
4314779|Pontão|-28.058|-52.679
4314787|Ponte Preta|-27.659|-52.485
4314803|Portão|-29.701|-51.243
4314902|Porto Alegre|-30.032|-51.206|1
4315008|Porto Lucena|-27.857|-55.01
4315057|Porto Mauá|-27.58|-54.666
4315073|Porto Vera Cruz|-27.741|-54.899
4315107|Porto Xavier|-27.908|-55.138
4315131|Pouso Novo|-29.174|-52.214
4315149|Presidente Lucena|-29.517|-51.18
4315156|Progresso|-29.244|-52.32
4315172|Protásio Alves|-28.757|-51.476
4315206|Putinga|-29.005|-52.157
4315305|Quaraí|-30.384|-56.448
4315313|Quatro Irmãos|-27.826|-52.442
4315321|Quevedos|-29.35|-54.079
4315354|Quinze de Novembro|-28.747|-53.101
4315404|Redentora|-27.664|-53.641
4315453|Relvado|-29.116|-52.078
4315503|Restinga Sêca|-29.819|-53.381
4315552|Rio dos Índios|-27.297|-52.842
4315602|Rio Grande|-32.035|-52.107
4315701|Rio Pardo|-29.988|-52.371
4315750|Riozinho|-29.639|-50.449
4315800|Roca Sales|-29.288|-51.866
4315909|Rodeio Bonito|-27.474|-53.171
4315958|Rolador|-28.257|-54.819
4316006|Rolante|-29.646|-50.582
4316105|Ronda Alta|-27.776|-52.806
4316204|Rondinha|-27.831|-52.908
4316303|Roque Gonzales|-28.13|-55.027
4316402|Rosário do Sul|-30.252|-54.922
4316428|Sagrada Família|-27.709|-53.135
4316436|Saldanha Marinho|-28.394|-53.097
4316451|Salto do Jacuí|-29.095|-53.213
4316477|Salvador das Missões|-28.123|-54.837
4316501|Salvador do Sul|-29.439|-51.508
4316600|Sananduva|-27.947|-51.808
4316709|Santa Bárbara do Sul|-28.365|-53.251
4316733|Santa Cecília do Sul|-28.161|-51.928
4316758|Santa Clara do Sul|-29.475|-52.084
4316808|Santa Cruz do Sul|-29.722|-52.434
4316907|Santa Maria|-29.687|-53.815
4316956|Santa Maria do Herval|-29.49|-50.992
4316972|Santa Margarida do Sul|-30.339|-54.082
4317004|Santana da Boa Vista|-30.87|-53.11
4317103|Sant'Ana do Livramento|-30.877|-55.539
4317202|Santa Rosa|-27.87|-54.48
4317251|Santa Tereza|-29.166|-51.735
4317301|Santa Vitória do Palmar|-33.525|-53.372
4317400|Santiago|-29.19|-54.867
4317509|Santo Ângelo|-28.3|-54.267
4317558|Santo Antônio do Palma|-28.496|-52.027
4317608|Santo Antônio da Patrulha|-29.827|-50.517
4317707|Santo Antônio das Missões|-28.514|-55.225
4317756|Santo Antônio do Planalto|-28.403|-52.699
4317806|Santo Augusto|-27.853|-53.778
4317905|Santo Cristo|-27.826|-54.662
4317954|Santo Expedito do Sul|-27.907|-51.643
4318002|São Borja|-28.658|-56.004
4318051|São Domingos do Sul|-28.531|-51.886
4318101|São Francisco de Assis|-29.555|-55.125
4318200|São Francisco de Paula|-29.44|-50.583
4318309|São Gabriel|-30.334|-54.322
4318408|São Jerônimo|-29.972|-51.725
4318424|São João da Urtiga|-27.82|-51.826
4318432|São João do Polêsine|-29.619|-53.444
4318440|São Jorge|-28.498|-51.706
4318457|São José das Missões|-27.779|-53.123
4318465|São José do Herval|-29.052|-52.295
4318481|São José do Hortêncio|-29.528|-51.245
4318499|São José do Inhacorá|-27.725|-54.127
4318507|São José do Norte|-32.015|-52.033
4318606|São José do Ouro|-27.771|-51.597
4318614|São José do Sul|-29.545|-51.482
4318622|São José dos Ausentes|-28.748|-50.068
4318705|São Leopoldo|-29.755|-51.15
4318804|São Lourenço do Sul|-31.356|-51.971
4318903|São Luiz Gonzaga|-28.412|-54.956
4319000|São Marcos|-28.968|-51.07
4319109|São Martinho|-27.711|-53.97
4319125|São Martinho da Serra|-29.54|-53.859
4319158|São Miguel das Missões|-28.556|-54.556
4319208|São Nicolau|-28.183|-55.265
4319307|São Paulo das Missões|-28.02|-54.94
4319356|São Pedro da Serra|-29.419|-51.513
4319364|São Pedro das Missões|-27.771|-53.251
4319372|São Pedro do Butiá|-28.124|-54.893
4319406|São Pedro do Sul|-29.62|-54.185
4319505|São Sebastião do Caí|-29.588|-51.375
4319604|São Sepé|-30.164|-53.56
4319703|São Valentim|-27.558|-52.524
4319711|São Valentim do Sul|-29.045|-51.768
4319737|São Valério do Sul|-27.791|-53.937
4319752|São Vendelino|-29.373|-51.367
4319802|São Vicente do Sul|-29.688|-54.683
4319901|Sapiranga|-29.635|-51.006
4320008|Sapucaia do Sul|-29.828|-51.145
4320107|Sarandi|-27.942|-52.923
4320206|Seberi|-27.483|-53.403
4320230|Sede Nova|-27.637|-53.949
4320263|Segredo|-29.352|-52.977
4320305|Selbach|-28.629|-52.95
4320321|Senador Salgado Filho|-28.025|-54.551
4320354|Sentinela do Sul|-30.611|-51.586
4320404|Serafina Corrêa|-28.713|-51.935
4320453|Sério|-29.39|-52.269
4320503|Sertão|-27.98|-52.259
4320552|Sertão Santana|-30.456|-51.602
4320578|Sete de Setembro|-28.136|-54.464
4320602|Severiano de Almeida|-27.436|-52.122
4320651|Silveira Martins|-29.647|-53.591
4320677|Sinimbu|-29.536|-52.53
4320701|Sobradinho|-29.419|-53.033
4320800|Soledade|-28.831|-52.513
4320859|Tabaí|-29.643|-51.682
4320909|Tapejara|-28.065|-52.01
4321006|Tapera|-28.628|-52.861
4321105|Tapes|-30.668|-51.399
4321204|Taquara|-29.651|-50.775
4321303|Taquari|-29.794|-51.865
4321329|Taquaruçu do Sul|-27.401|-53.47
4321352|Tavares|-31.284|-51.088
4321402|Tenente Portela|-27.371|-53.758
4321436|Terra de Areia|-29.578|-50.064
4321451|Teutônia|-29.448|-51.804
4321469|Tio Hugo|-28.571|-52.596
4321477|Tiradentes do Sul|-27.402|-54.081
4321493|Toropi|-29.478|-54.224
4321501|Torres|-29.333|-49.733
4321600|Tramandaí|-29.984|-50.132
4321626|Travesseiro|-29.298|-52.053
4321634|Três Arroios|-27.5|-52.145
4321667|Três Cachoeiras|-29.449|-49.928
4321709|Três Coroas|-29.514|-50.774
4321808|Três de Maio|-27.78|-54.236
4321832|Três Forquilhas|-29.538|-50.071
4321857|Três Palmeiras|-27.614|-52.844
4321907|Três Passos|-27.456|-53.93
4321956|Trindade do Sul|-27.524|-52.896
4322004|Triunfo|-29.929|-51.708
4322103|Tucunduva|-27.657|-54.444
4322152|Tunas|-29.104|-52.954
4322186|Tupanci do Sul|-27.924|-51.538
4322202|Tupanciretã|-29.086|-53.844
4322251|Tupandi|-29.477|-51.417
4322301|Tuparendi|-27.76|-54.481
4322327|Turuçu|-31.417|-52.171
4322343|Ubiretama|-28.04|-54.686
4322350|União da Serra|-28.783|-52.024
4322376|Unistalda|-29.04|-55.152
4322400|Uruguaiana|-29.761|-57.085
4322509|Vacaria|-28.508|-50.942
4322525|Vale Verde|-29.786|-52.186
4322533|Vale do Sol|-29.597|-52.684
4322541|Vale Real|-29.392|-51.256
4322558|Vanini|-28.476|-51.845
4322608|Venâncio Aires|-29.614|-52.193
4322707|Vera Cruz|-29.718|-52.515
4322806|Veranópolis|-28.931|-51.552
4322855|Vespasiano Corrêa|-29.066|-51.862
4322905|Viadutos|-27.572|-52.021
4323002|Viamão|-30.082|-51.019
4323101|Vicente Dutra|-27.161|-53.402
4323200|Victor Graeff|-28.563|-52.749
4323309|Vila Flores|-28.86|-51.55
4323358|Vila Lângaro|-28.106|-52.144
4323408|Vila Maria|-28.536|-52.149
4323457|Vila Nova do Sul|-30.346|-53.876
4323507|Vista Alegre|-27.369|-53.492
4323606|Vista Alegre do Prata|-28.805|-51.795
4323705|Vista Gaúcha|-27.29|-53.697
4323754|Vitória das Missões|-28.352|-54.504
4323770|Westfália|-29.426|-51.764
4323804|Xangri-lá|-29.806|-50.052
5000203|Água Clara|-20.445|-52.879
5000252|Alcinópolis|-18.326|-53.704
5000609|Amambai|-23.106|-55.225
5000708|Anastácio|-20.482|-55.81
5000807|Anaurilândia|-22.185|-52.719
5000856|Angélica|-22.153|-53.771
5000906|Antônio João|-22.193|-55.952
5001003|Aparecida do Taboado|-20.087|-51.096
5001102|Aquidauana|-20.467|-55.787
5001243|Aral Moreira|-22.939|-55.633
5001508|Bandeirantes|-19.927|-54.358
5001904|Bataguassu|-21.716|-52.422
5002001|Batayporã|-22.294|-53.27
5002100|Bela Vista|-22.107|-56.526
5002159|Bodoquena|-20.537|-56.713
5002209|Bonito|-21.126|-56.484
5002308|Brasilândia|-21.254|-52.036
5002407|Caarapó|-22.637|-54.821
5002605|Camapuã|-19.535|-54.043
5002704|Campo Grande|-20.449|-54.63|1
5002803|Caracol|-22.011|-57.028
5002902|Cassilândia|-19.118|-51.731
5002951|Chapadão do Sul|-18.788|-52.626
5003108|Corguinho|-19.824|-54.828
5003157|Coronel Sapucaia|-23.272|-55.528
5003207|Corumbá|-19.008|-57.651
5003256|Costa Rica|-18.543|-53.129
5003306|Coxim|-18.501|-54.751
5003454|Deodápolis|-22.276|-54.168
5003488|Dois Irmãos do Buriti|-20.685|-55.291
5003504|Douradina|-22.041|-54.616
5003702|Dourados|-22.223|-54.812
5003751|Eldorado|-23.787|-54.284
5003801|Fátima do Sul|-22.379|-54.513
5003900|Figueirão|-18.678|-53.638
5004007|Glória de Dourados|-22.414|-54.233
5004106|Guia Lopes da Laguna|-21.458|-56.112
5004304|Iguatemi|-23.674|-54.564
5004403|Inocência|-19.728|-51.928
5004502|Itaporã|-22.08|-54.793
5004601|Itaquiraí|-23.478|-54.187
5004700|Ivinhema|-22.305|-53.818
5004809|Japorã|-23.89|-54.406
5004908|Jaraguari|-20.139|-54.4
5005004|Jardim|-21.48|-56.149
5005103|Jateí|-22.481|-54.308
5005152|Juti|-22.86|-54.606
5005202|Ladário|-19.009|-57.597
5005251|Laguna Carapã|-22.545|-55.15
5005400|Maracaju|-21.61|-55.168
5005608|Miranda|-20.235|-56.375
5005681|Mundo Novo|-23.936|-54.281
5005707|Naviraí|-23.062|-54.2
5005806|Nioaque|-21.142|-55.83
5006002|Nova Alvorada do Sul|-21.466|-54.383
5006200|Nova Andradina|-22.238|-53.344
5006259|Novo Horizonte do Sul|-22.669|-53.86
5006275|Paraíso das Águas|-19.022|-53.012
5006309|Paranaíba|-19.675|-51.191
5006358|Paranhos|-23.891|-55.429
5006408|Pedro Gomes|-18.1|-54.551
5006606|Ponta Porã|-22.53|-55.72
5006903|Porto Murtinho|-21.698|-57.884
5007109|Ribas do Rio Pardo|-20.445|-53.759
5007208|Rio Brilhante|-21.803|-54.543
5007307|Rio Negro|-19.447|-54.986
5007406|Rio Verde de Mato Grosso|-18.925|-54.843
5007505|Rochedo|-19.956|-54.885
5007554|Santa Rita do Pardo|-21.302|-52.833
5007695|São Gabriel do Oeste|-19.389|-54.551
5007703|Sete Quedas|-23.971|-55.04
5007802|Selvíria|-20.364|-51.419
5007901|Sidrolândia|-20.93|-54.969
5007935|Sonora|-17.57|-54.755
5007950|Tacuru|-23.636|-55.014
5007976|Taquarussu|-22.49|-53.352
5008008|Terenos|-20.438|-54.865
5008305|Três Lagoas|-20.785|-51.701
5008404|Vicentina|-22.41|-54.441
5100102|Acorizal|-15.194|-56.363
5100201|Água Boa|-14.051|-52.16
5100250|Alta Floresta|-9.867|-56.087
5100300|Alto Araguaia|-17.315|-53.218
5100359|Alto Boa Vista|-11.673|-51.388
5100409|Alto Garças|-16.946|-53.527
5100508|Alto Paraguai|-14.514|-56.478
5100607|Alto Taquari|-17.824|-53.279
5100805|Apiacás|-9.54|-57.459
5101001|Araguaiana|-15.729|-51.834
5101209|Araguainha|-16.857|-53.032
5101258|Araputanga|-15.464|-58.343
5101308|Arenápolis|-14.447|-56.844
5101407|Aripuanã|-10.172|-59.457
5101605|Barão de Melgaço|-16.207|-55.962
5101704|Barra do Bugres|-15.07|-57.188
5101803|Barra do Garças|-15.88|-52.264
5101837|Boa Esperança do Norte|-13.507|-55.149
5101852|Bom Jesus do Araguaia|-12.171|-51.503
5101902|Brasnorte|-12.147|-57.983
5102504|Cáceres|-16.076|-57.682
5102603|Campinápolis|-14.516|-52.893
5102637|Campo Novo do Parecis|-13.659|-57.891
5102678|Campo Verde|-15.545|-55.163
5102686|Campos de Júlio|-13.724|-59.286
5102694|Canabrava do Norte|-11.056|-51.821
5102702|Canarana|-13.552|-52.27
5102793|Carlinda|-9.949|-55.842
5102850|Castanheira|-11.125|-58.608
5103007|Chapada dos Guimarães|-15.464|-55.75
5103056|Cláudia|-11.508|-54.883
5103106|Cocalinho|-14.39|-51
5103205|Colíder|-10.813|-55.461
5103254|Colniza|-9.461|-59.225
5103304|Comodoro|-13.661|-59.785
5103353|Confresa|-10.644|-51.57
5103361|Conquista D'Oeste|-14.538|-59.544
5103379|Cotriguaçu|-9.857|-58.419
5103403|Cuiabá|-15.601|-56.097|1
5103437|Curvelândia|-15.608|-57.913
5103452|Denise|-14.732|-57.058
5103502|Diamantino|-14.404|-56.437
5103601|Dom Aquino|-15.81|-54.922
5103700|Feliz Natal|-12.385|-54.923
5103809|Figueirópolis D'Oeste|-15.444|-58.739
5103858|Gaúcha do Norte|-13.244|-53.081
5103908|General Carneiro|-15.709|-52.757
5103957|Glória D'Oeste|-15.768|-58.311
5104104|Guarantã do Norte|-9.962|-54.912
5104203|Guiratinga|-16.346|-53.758
5104500|Indiavaí|-15.492|-58.58
5104526|Ipiranga do Norte|-12.241|-56.153
5104542|Itanhangá|-12.226|-56.646
5104559|Itaúba|-11.061|-55.277
5104609|Itiquira|-17.215|-54.142
5104807|Jaciara|-15.955|-54.973
5104906|Jangada|-15.235|-56.492
5105002|Jauru|-15.334|-58.872
5105101|Juara|-11.264|-57.524
5105150|Juína|-11.373|-58.748
5105176|Juruena|-10.318|-58.359
5105200|Juscimeira|-16.063|-54.886
5105234|Lambari D'Oeste|-15.319|-58.005
5105259|Lucas do Rio Verde|-13.059|-55.904
5105309|Luciara|-11.222|-50.668
5105507|Vila Bela da Santíssima Trindade|-15.007|-59.95
5105580|Marcelândia|-11.046|-54.438
5105606|Matupá|-10.182|-54.947
5105622|Mirassol d'Oeste|-15.676|-58.095
5105903|Nobres|-14.719|-56.328
5106000|Nortelândia|-14.454|-56.794
5106109|Nossa Senhora do Livramento|-15.772|-56.343
5106158|Nova Bandeirantes|-9.85|-57.814
5106174|Nova Nazaré|-13.949|-51.8
5106182|Nova Lacerda|-14.473|-59.6
5106190|Nova Santa Helena|-10.865|-55.187
5106208|Nova Brasilândia|-14.961|-54.968
5106216|Nova Canaã do Norte|-10.558|-55.953
5106224|Nova Mutum|-13.837|-56.074
5106232|Nova Olímpia|-14.789|-57.289
5106240|Nova Ubiratã|-12.983|-55.256
5106257|Nova Xavantina|-14.677|-52.35
5106265|Novo Mundo|-9.956|-55.203
5106273|Novo Horizonte do Norte|-11.409|-57.349
5106281|Novo São Joaquim|-14.905|-53.019
5106299|Paranaíta|-9.658|-56.479
5106307|Paranatinga|-14.427|-54.052
5106315|Novo Santo Antônio|-12.287|-50.969
5106372|Pedra Preta|-16.625|-54.472
5106422|Peixoto de Azevedo|-10.226|-54.979
5106455|Planalto da Serra|-14.652|-54.782
5106505|Poconé|-16.266|-56.626
5106653|Pontal do Araguaia|-15.927|-52.327
5106703|Ponte Branca|-16.758|-52.837
5106752|Pontes e Lacerda|-15.222|-59.343
5106778|Porto Alegre do Norte|-10.876|-51.636
5106802|Porto dos Gaúchos|-11.533|-57.413
5106828|Porto Esperidião|-15.857|-58.462
5106851|Porto Estrela|-15.323|-57.22
5107008|Poxoréu|-15.83|-54.421
5107040|Primavera do Leste|-15.544|-54.281
5107065|Querência|-12.609|-52.182
5107107|São José dos Quatro Marcos|-15.628|-58.177
5107156|Reserva do Cabaçal|-15.074|-58.459
5107180|Ribeirão Cascalheira|-12.937|-51.824
5107198|Ribeirãozinho|-16.486|-52.692
5107206|Rio Branco|-15.248|-58.126
5107248|Santa Carmem|-11.912|-55.226
5107263|Santo Afonso|-14.495|-57.009
5107297|São José do Povo|-16.455|-54.249
5107305|São José do Rio Claro|-13.44|-56.722
5107354|São José do Xingu|-10.798|-52.749
5107404|São Pedro da Cipa|-16.011|-54.918
5107578|Rondolândia|-10.838|-61.47
5107602|Rondonópolis|-16.467|-54.637
5107701|Rosário Oeste|-14.826|-56.424
5107743|Santa Cruz do Xingu|-10.153|-52.395
5107750|Salto do Céu|-15.13|-58.132
5107768|Santa Rita do Trivelato|-13.815|-55.271
5107776|Santa Terezinha|-10.47|-50.514
5107792|Santo Antônio do Leste|-14.805|-53.608
5107800|Santo Antônio do Leverger|-15.863|-56.079
5107859|São Félix do Araguaia|-11.615|-50.671
5107875|Sapezal|-12.989|-58.764
5107883|Serra Nova Dourada|-12.09|-51.403
5107909|Sinop|-11.86|-55.509
5107925|Sorriso|-12.543|-55.721
5107941|Tabaporã|-11.301|-56.831
5107958|Tangará da Serra|-14.623|-57.493
5108006|Tapurah|-12.695|-56.518
5108055|Terra Nova do Norte|-10.517|-55.231
5108105|Tesouro|-16.081|-53.559
5108204|Torixoréu|-16.201|-52.557
5108303|União do Sul|-11.531|-54.362
5108352|Vale de São Domingos|-15.286|-59.068
5108402|Várzea Grande|-15.646|-56.132
5108501|Vera|-12.302|-55.304
5108600|Vila Rica|-10.014|-51.119
5108808|Nova Guarita|-10.312|-55.406
5108857|Nova Marilândia|-14.357|-56.97
5108907|Nova Maringá|-13.014|-57.091
5108956|Nova Monte Verde|-10|-57.526
5200050|Abadia de Goiás|-16.757|-49.441
5200100|Abadiânia|-16.197|-48.706
5200134|Acreúna|-17.396|-50.375
5200159|Adelândia|-16.413|-50.166
5200175|Água Fria de Goiás|-14.978|-47.782
5200209|Água Limpa|-18.077|-48.76
5200258|Águas Lindas de Goiás|-15.762|-48.282
5200308|Alexânia|-16.083|-48.508
5200506|Aloândia|-17.729|-49.477
5200555|Alto Horizonte|-14.198|-49.338
5200605|Alto Paraíso de Goiás|-14.13|-47.51
5200803|Alvorada do Norte|-14.48|-46.491
5200829|Amaralina|-13.924|-49.296
5200852|Americano do Brasil|-16.251|-49.983
5200902|Amorinópolis|-16.615|-51.092
5201108|Anápolis|-16.328|-48.953
5201207|Anhanguera|-18.334|-48.22
5201306|Anicuns|-16.464|-49.962
5201405|Aparecida de Goiânia|-16.82|-49.247
5201454|Aparecida do Rio Doce|-18.294|-51.152
5201504|Aporé|-18.961|-51.923
5201603|Araçu|-16.356|-49.68
5201702|Aragarças|-15.896|-52.237
5201801|Aragoiânia|-16.909|-49.448
5202155|Araguapaz|-15.091|-50.632
5202353|Arenópolis|-16.384|-51.556
5202502|Aruanã|-14.917|-51.075
5202601|Aurilândia|-16.677|-50.464
5202809|Avelinópolis|-16.467|-49.758
5203104|Baliza|-16.197|-52.539
5203203|Barro Alto|-14.966|-48.909
5203302|Bela Vista de Goiás|-16.969|-48.951
5203401|Bom Jardim de Goiás|-16.206|-52.173
5203500|Bom Jesus de Goiás|-18.217|-49.74
5203559|Bonfinópolis|-16.617|-48.962
5203575|Bonópolis|-13.633|-49.811
5203609|Brazabrantes|-16.428|-49.386
5203807|Britânia|-15.243|-51.16
5203906|Buriti Alegre|-18.138|-49.04
5203939|Buriti de Goiás|-16.179|-50.43
5203962|Buritinópolis|-14.477|-46.408
5204003|Cabeceiras|-15.8|-46.926
5204102|Cachoeira Alta|-18.762|-50.943
5204201|Cachoeira de Goiás|-16.663|-50.646
5204250|Cachoeira Dourada|-18.486|-49.477
5204300|Caçu|-18.559|-51.133
5204409|Caiapônia|-16.954|-51.809
5204508|Caldas Novas|-17.744|-48.625
5204557|Caldazinha|-16.712|-49.001
5204607|Campestre de Goiás|-16.762|-49.695
5204656|Campinaçu|-13.787|-48.57
5204706|Campinorte|-14.314|-49.151
5204805|Campo Alegre de Goiás|-17.636|-47.777
5204854|Campo Limpo de Goiás|-16.297|-49.09
5204904|Campos Belos|-13.035|-46.768
5204953|Campos Verdes|-14.244|-49.653
5205000|Carmo do Rio Verde|-15.355|-49.708
5205059|Castelândia|-18.092|-50.203
5205109|Catalão|-18.166|-47.944
5205208|Caturaí|-16.445|-49.494
5205307|Cavalcante|-13.798|-47.457
5205406|Ceres|-15.306|-49.6
5205455|Cezarina|-16.972|-49.776
5205471|Chapadão do Céu|-18.407|-52.549
5205497|Cidade Ocidental|-16.076|-47.925
5205513|Cocalzinho de Goiás|-15.791|-48.775
5205521|Colinas do Sul|-14.153|-48.076
5205703|Córrego do Ouro|-16.292|-50.55
5205802|Corumbá de Goiás|-15.925|-48.812
5205901|Corumbaíba|-18.142|-48.563
5206206|Cristalina|-16.768|-47.613
5206305|Cristianópolis|-17.199|-48.703
5206404|Crixás|-14.541|-49.974
5206503|Cromínia|-17.288|-49.38
5206602|Cumari|-18.264|-48.151
5206701|Damianópolis|-14.56|-46.178
5206800|Damolândia|-16.254|-49.363
5206909|Davinópolis|-18.15|-47.557
5207105|Diorama|-16.233|-51.254
5207253|Doverlândia|-16.719|-52.319
5207352|Edealina|-17.424|-49.664
5207402|Edéia|-17.341|-49.929
5207501|Estrela do Norte|-13.867|-49.072
5207535|Faina|-15.447|-50.362
5207600|Fazenda Nova|-16.183|-50.778
5207808|Firminópolis|-16.578|-50.304
5207907|Flores de Goiás|-14.445|-47.042
5208004|Formosa|-15.54|-47.337
5208103|Formoso|-13.65|-48.877
5208152|Gameleira de Goiás|-16.485|-48.645
5208301|Divinópolis de Goiás|-13.285|-46.4
5208400|Goianápolis|-16.51|-49.023
5208509|Goiandira|-18.135|-48.087
5208608|Goianésia|-15.312|-49.116
5208707|Goiânia|-16.686|-49.264|1
5208806|Goianira|-16.495|-49.427
5208905|Goiás|-15.933|-50.14
5209101|Goiatuba|-18.011|-49.366
5209150|Gouvelândia|-18.624|-50.081
5209200|Guapó|-16.83|-49.535
5209291|Guaraíta|-15.612|-50.026
5209408|Guarani de Goiás|-13.942|-46.487
5209457|Guarinos|-14.729|-49.701
5209606|Heitoraí|-15.719|-49.827
5209705|Hidrolândia|-16.963|-49.227
5209804|Hidrolina|-14.726|-49.463
5209903|Iaciara|-14.101|-46.633
5209937|Inaciolândia|-18.487|-49.989
5209952|Indiara|-17.139|-49.986
5210000|Inhumas|-16.361|-49.5
5210109|Ipameri|-17.721|-48.158
5210158|Ipiranga de Goiás|-15.169|-49.669
5210208|Iporá|-16.44|-51.118
5210307|Israelândia|-16.314|-50.909
5210406|Itaberaí|-16.021|-49.806
5210562|Itaguari|-15.918|-49.607
5210604|Itaguaru|-15.757|-49.635
5210802|Itajá|-19.067|-51.55
5210901|Itapaci|-14.952|-49.551
5211008|Itapirapuã|-15.82|-50.609
5211206|Itapuranga|-15.561|-49.949
5211305|Itarumã|-18.765|-51.349
5211404|Itauçu|-16.203|-49.611
5211503|Itumbiara|-18.409|-49.216
5211602|Ivolândia|-16.599|-50.792
5211701|Jandaia|-17.048|-50.145
5211800|Jaraguá|-15.753|-49.334
5211909|Jataí|-17.878|-51.72
5212006|Jaupaci|-16.177|-50.951
5212055|Jesúpolis|-15.948|-49.374
5212105|Joviânia|-17.802|-49.62
5212204|Jussara|-15.866|-50.867
5212253|Lagoa Santa|-19.183|-51.4
5212303|Leopoldo de Bulhões|-16.619|-48.743
5212501|Luziânia|-16.253|-47.95
5212600|Mairipotaba|-17.297|-49.49
5212709|Mambaí|-14.482|-46.117
5212808|Mara Rosa|-14.015|-49.178
5212907|Marzagão|-17.983|-48.642
5212956|Matrinchã|-15.434|-50.746
5213004|Maurilândia|-17.972|-50.339
5213053|Mimoso de Goiás|-15.052|-48.161
5213087|Minaçu|-13.53|-48.221
5213103|Mineiros|-17.565|-52.554
5213400|Moiporá|-16.543|-50.739
5213509|Monte Alegre de Goiás|-13.255|-46.893
5213707|Montes Claros de Goiás|-16.006|-51.398
5213756|Montividiu|-17.444|-51.173
5213772|Montividiu do Norte|-13.348|-48.685
5213806|Morrinhos|-17.733|-49.106
5213855|Morro Agudo de Goiás|-15.318|-50.055
5213905|Mossâmedes|-16.124|-50.214
5214002|Mozarlândia|-14.746|-50.571
5214051|Mundo Novo|-13.773|-50.281
5214101|Mutunópolis|-13.73|-49.275
5214408|Nazário|-16.581|-49.882
5214507|Nerópolis|-16.405|-49.223
5214606|Niquelândia|-14.466|-48.46
5214705|Nova América|-15.021|-49.895
5214804|Nova Aurora|-18.06|-48.255
5214838|Nova Crixás|-14.096|-50.33
5214861|Nova Glória|-15.145|-49.574
5214879|Nova Iguaçu de Goiás|-14.287|-49.387
5214903|Nova Roma|-13.739|-46.873
5215009|Nova Veneza|-16.369|-49.317
5215207|Novo Brasil|-16.031|-50.711
5215231|Novo Gama|-16.059|-48.042
5215256|Novo Planalto|-13.242|-49.506
5215306|Orizona|-17.033|-48.296
5215405|Ouro Verde de Goiás|-16.218|-49.194
5215504|Ouvidor|-18.228|-47.836
5215603|Padre Bernardo|-15.161|-48.283
5215652|Palestina de Goiás|-16.739|-51.531
5215702|Palmeiras de Goiás|-16.804|-49.924
5215801|Palmelo|-17.326|-48.426
5215900|Palminópolis|-16.792|-50.165
5216007|Panamá|-18.178|-49.355
5216304|Paranaiguara|-18.914|-50.654
5216403|Paraúna|-16.946|-50.448
5216452|Perolândia|-17.526|-52.065
5216809|Petrolina de Goiás|-16.097|-49.336
5216908|Pilar de Goiás|-14.761|-49.578
5217104|Piracanjuba|-17.302|-49.017
5217203|Piranhas|-16.426|-51.824
5217302|Pirenópolis|-15.851|-48.958
5217401|Pires do Rio|-17.302|-48.277
5217609|Planaltina|-15.452|-47.609
5217708|Pontalina|-17.523|-49.449
5218003|Porangatu|-13.439|-49.15
5218052|Porteirão|-17.814|-50.165
5218102|Portelândia|-17.355|-52.68
5218300|Posse|-14.086|-46.37
5218391|Professor Jamil|-17.25|-49.244
5218508|Quirinópolis|-18.447|-50.455
5218607|Rialma|-15.315|-49.581
5218706|Rianápolis|-15.446|-49.511
5218789|Rio Quente|-17.774|-48.773
5218805|Rio Verde|-17.792|-50.919
5218904|Rubiataba|-15.162|-49.805
5219001|Sanclerlândia|-16.197|-50.312
5219100|Santa Bárbara de Goiás|-16.571|-49.695
5219209|Santa Cruz de Goiás|-17.316|-48.481
5219258|Santa Fé de Goiás|-15.766|-51.104
5219308|Santa Helena de Goiás|-17.811|-50.598
5219357|Santa Isabel|-15.296|-49.426
5219407|Santa Rita do Araguaia|-17.327|-53.201
5219456|Santa Rita do Novo Destino|-15.135|-49.12
5219506|Santa Rosa de Goiás|-16.084|-49.495
5219605|Santa Tereza de Goiás|-13.714|-49.014
5219704|Santa Terezinha de Goiás|-14.433|-49.709
5219712|Santo Antônio da Barra|-17.558|-50.635
5219738|Santo Antônio de Goiás|-16.482|-49.31
5219753|Santo Antônio do Descoberto|-15.941|-48.258
5219803|São Domingos|-13.621|-46.742
5219902|São Francisco de Goiás|-15.926|-49.261
5220009|São João d'Aliança|-14.705|-47.523
5220058|São João da Paraúna|-16.813|-50.409
5220108|São Luís de Montes Belos|-16.521|-50.373
5220157|São Luiz do Norte|-14.861|-49.328
5220207|São Miguel do Araguaia|-13.273|-50.163
5220264|São Miguel do Passa Quatro|-17.058|-48.662
5220280|São Patrício|-15.35|-49.818
5220405|São Simão|-18.996|-50.547
5220454|Senador Canedo|-16.708|-49.091
5220504|Serranópolis|-18.307|-51.959
5220603|Silvânia|-16.66|-48.608
5220686|Simolândia|-14.464|-46.485
5220702|Sítio d'Abadia|-14.799|-46.251
5221007|Taquaral de Goiás|-16.052|-49.604
5221080|Teresina de Goiás|-13.78|-47.266
5221197|Terezópolis de Goiás|-16.395|-49.08
5221304|Três Ranchos|-18.354|-47.776
5221403|Trindade|-16.652|-49.493
5221452|Trombas|-13.508|-48.742
5221502|Turvânia|-16.613|-50.137
5221551|Turvelândia|-17.85|-50.302
5221577|Uirapuru|-14.284|-49.92
5221601|Uruaçu|-14.524|-49.14
5221700|Uruana|-15.499|-49.686
5221809|Urutaí|-17.465|-48.202
5221858|Valparaíso de Goiás|-16.065|-47.976
5221908|Varjão|-17.047|-49.631
5222005|Vianópolis|-16.741|-48.516
5222054|Vicentinópolis|-17.732|-49.805
5222203|Vila Boa|-15.039|-47.052
5222302|Vila Propício|-15.454|-48.882
5300108|Brasília|-15.78|-47.93|1
`;
