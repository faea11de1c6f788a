import Link from 'next/link';
import type { CategorySummary } from '@/lib/catalog/queries';
import styles from './category-grid.module.css';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';
import { categoryHref } from '@/lib/catalog/category-href';

export function CategoryGrid({ categories, headingLevel: Heading }: { categories: CategorySummary[]; headingLevel: 'h2' | 'h3' }) {
  return (
    <ul className="card-grid">
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={categoryHref(category.id)} className={styles.card}>
            {/* eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG */}
            <img {...photoImageProps(category.photo, PHOTO_SIZES.card)} alt="" loading="lazy" />
            <span className={styles.body}>
              <Heading className={styles.name}>{category.name}</Heading>
              <span className={styles.count}>{category.itemCount === 1 ? '1 prop' : `${category.itemCount.toLocaleString('en')} props`}</span>
              <span className={styles.description}>{category.description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
