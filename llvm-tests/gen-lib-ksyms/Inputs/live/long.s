/* SPDX-License-Identifier: GPL-2.0-only */
/* A member archived as member_name_longer_than_15.o, exporting zeta and a
   GPL-only name longer than 64 characters (live tests). */
	.text
	.globl zeta
zeta:	.long 0
	.globl exported_symbol_with_a_name_longer_than_sixty_four_characters_0123456789
exported_symbol_with_a_name_longer_than_sixty_four_characters_0123456789:
	.long 0
	.section "___ksymtab+zeta","a",%progbits
	.long zeta
	.section "___ksymtab_gpl+exported_symbol_with_a_name_longer_than_sixty_four_characters_0123456789","a",%progbits
	.long exported_symbol_with_a_name_longer_than_sixty_four_characters_0123456789
